import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily.ts';

describe('lazily', () => {
  it('makes nothing until the first use, then the same value every time', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
