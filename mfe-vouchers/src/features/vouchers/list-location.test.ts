import { describe, expect, it } from 'vitest';
import { listSearch } from './list-location.ts';

describe('list state in the URL', () => {
  it('writes the filter and page, leaving out the defaults', () => {
    expect(listSearch({ filter: 'active', page: 1 })).toBe('');
    expect(listSearch({ filter: 'expired', page: 1 })).toBe('?status=expired');
    expect(listSearch({ filter: 'all', page: 2 })).toBe('?status=all&page=2');
    expect(listSearch({ filter: 'active', page: 3 })).toBe('?page=3');
    expect(listSearch({ page: 2 })).toBe('?page=2');
  });
});
