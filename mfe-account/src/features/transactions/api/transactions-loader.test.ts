import { describe, expect, it } from 'vitest';
import { pageNumberOf } from './transactions-loader.ts';

describe('transaction pages', () => {
  it('reads ?page= as people count, and anything odd as page 1', () => {
    const at = (query: string) => pageNumberOf(new URL(`http://portal.test/transactions${query}`));
    expect(at('')).toBe(1);
    expect(at('?page=3')).toBe(3);
    expect(at('?page=0')).toBe(1);
    expect(at('?page=-2')).toBe(1);
    expect(at('?page=two')).toBe(1);
  });
});
