import { describe, expect, it } from 'vitest';
import { figuresOf } from '../telemetry/version-tally.ts';
import { shouldAbort } from './abort-rule.ts';
import { inCanary } from './canary-bucket.ts';

describe('canary bucket', () => {
  it('gives a share of visitors the candidate, each always the same answer, and a larger share keeps them', () => {
    const ids = Array.from({ length: 4_000 }, (_, i) => `visitor-${i}`);
    const at10 = ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 10));
    expect(at10.length / ids.length).toBeGreaterThan(0.08);
    expect(at10.length / ids.length).toBeLessThan(0.12);
    expect(ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 10))).toEqual(at10);
    for (const id of at10) expect(inCanary(id, 'rewards', '0123456789ab', 30)).toBe(true);
    expect(ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 0))).toEqual([]);
    expect(ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 100))).toEqual(ids);
    // Another candidate draws other visitors.
    expect(ids.filter((id) => inCanary(id, 'rewards', 'ba9876543210', 10))).not.toEqual(at10);
  });
});

describe('automatic abort', () => {
  const rule = { minLoads: 100, floorPer1000: 20 };
  it('waits for enough loads, then aborts above twice the current error rate plus the floor', () => {
    const current = figuresOf({ loads: 1_000, errors: 10 }); // 10 per 1,000
    expect(shouldAbort(figuresOf({ loads: 99, errors: 99 }), current, rule)).toBe(false);
    expect(shouldAbort(figuresOf({ loads: 100, errors: 4 }), current, rule)).toBe(false); // 40 = 2×10 + 20
    expect(shouldAbort(figuresOf({ loads: 100, errors: 5 }), current, rule)).toBe(true); // 50 > 40
    expect(shouldAbort(figuresOf({ loads: 100, errors: 3 }), figuresOf({}), rule)).toBe(true); // 30 > 0 + 20
  });
});
