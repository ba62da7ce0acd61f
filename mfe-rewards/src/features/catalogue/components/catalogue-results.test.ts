import { describe, expect, it } from 'vitest';
import { resultsSummary } from './catalogue-results.tsx';

describe('results', () => {
  it('says which rewards of how many are shown', () => {
    expect(resultsSummary({ number: 0, size: 12, totalElements: 39, totalPages: 4 }, 12)).toBe(
      'Showing 1–12 of 39 rewards',
    );
    expect(resultsSummary({ number: 3, size: 12, totalElements: 39, totalPages: 4 }, 3)).toBe(
      'Showing 37–39 of 39 rewards',
    );
    expect(resultsSummary({ number: 0, size: 12, totalElements: 9, totalPages: 1 }, 9)).toBe('Showing 9 rewards');
    expect(resultsSummary({ number: 0, size: 12, totalElements: 1, totalPages: 1 }, 1)).toBe('Showing 1 reward');
    expect(resultsSummary({ number: 0, size: 12, totalElements: 1200, totalPages: 100 }, 12)).toBe(
      'Showing 1–12 of 1,200 rewards',
    );
  });
});
