import { describe, expect, it } from 'vitest';
import { positiveIntegerFromEnv } from './env-integer.ts';

describe('positiveIntegerFromEnv', () => {
  it('reads a positive integer, or falls back when unset or empty', () => {
    expect(positiveIntegerFromEnv({ X: '42' }, 'X', 1)).toBe(42);
    expect(positiveIntegerFromEnv({}, 'X', 7)).toBe(7);
    expect(positiveIntegerFromEnv({ X: '' }, 'X', 7)).toBe(7);
  });

  it('refuses anything else, naming the variable', () => {
    for (const raw of ['0', '-1', '1.5', 'ten', '3s']) {
      expect(() => positiveIntegerFromEnv({ X: raw }, 'X', 1)).toThrow(/X must be a positive integer/);
    }
  });
});
