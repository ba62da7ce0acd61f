import { describe, expect, it } from 'vitest';
import { pageFrom } from './page-from.ts';
import { pageWindow } from './page-window.ts';

const at = (query: string, lastPage?: number) => pageFrom(new URLSearchParams(query), lastPage);

describe('the page of a list, from its URL', () => {
  it('reads ?page= as members count, 1-based', () => {
    expect(at('page=2')).toBe(2);
    expect(at('status=active&page=12')).toBe(12);
  });

  it('falls back to page 1 for anything that is not a positive whole number', () => {
    for (const page of ['', '0', '-1', 'two', '1.5', '9999999', '%20']) expect(at(`page=${page}`)).toBe(1);
    expect(at('')).toBe(1);
  });

  it('stops at the last page when the list has one', () => {
    expect(at('page=500', 100)).toBe(100);
    expect(at('page=99', 100)).toBe(99);
  });
});

describe('numbered pages', () => {
  it('shows the first, the last, and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
