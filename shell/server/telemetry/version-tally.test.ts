import { describe, expect, it } from 'vitest';
import { figuresOf, tallyIncrementsOf } from './version-tally.ts';

const tags = { route: '/rewards', remote: 'rewards', version: 'abcdef012345' } as const;

describe('version tallies', () => {
  it('counts loads, errors of every kind and LCP samples in their bucket', () => {
    expect(tallyIncrementsOf({ type: 'load', ...tags })).toEqual({ loads: 1 });
    expect(tallyIncrementsOf({ type: 'boundary-error', ...tags })).toEqual({ errors: 1, 'boundary-error': 1 });
    expect(tallyIncrementsOf({ type: 'load-failure', layer: 'chunk', ...tags })).toEqual({
      errors: 1,
      failure_chunk: 1,
    });
    expect(tallyIncrementsOf({ type: 'vital', name: 'LCP', value: 2_400, ...tags })).toEqual({
      lcp_count: 1,
      lcp_le_2500: 1,
    });
    expect(tallyIncrementsOf({ type: 'vital', name: 'LCP', value: 12_000, ...tags })).toEqual({
      lcp_count: 1,
      lcp_le_inf: 1,
    });
    expect(tallyIncrementsOf({ type: 'vital', name: 'CLS', value: 0.1, ...tags })).toBeNull();
  });

  it('gives errors per 1,000 loads and the p75 LCP as its bucket edge', () => {
    expect(figuresOf({})).toEqual({ loads: 0, errors: 0, errorsPer1000: 0, p75LcpMs: null });
    // 4 samples: 1 ≤ 1 s, 2 ≤ 2 s, 1 ≤ 4 s → the 3rd of 4 (75 %) is in the 2 s bucket.
    const figures = figuresOf({ loads: 200, errors: 3, lcp_count: 4, lcp_le_1000: 1, lcp_le_2000: 2, lcp_le_4000: 1 });
    expect(figures).toEqual({ loads: 200, errors: 3, errorsPer1000: 15, p75LcpMs: 2_000 });
    expect(figuresOf({ lcp_count: 2, lcp_le_inf: 2 }).p75LcpMs).toBe(Number.POSITIVE_INFINITY);
  });
});
