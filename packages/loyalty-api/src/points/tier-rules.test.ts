import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchasePoints, TIERS, tierForEarned } from './tier-rules.ts';

describe('tier rules', () => {
  it('sets the tier from last year’s purchase points at the thresholds', () => {
    expect(tierForEarned(0).name).toBe('Bronze');
    expect(tierForEarned(2_499).name).toBe('Bronze');
    expect(tierForEarned(2_500).name).toBe('Silver');
    expect(tierForEarned(7_499).name).toBe('Silver');
    expect(tierForEarned(7_500).name).toBe('Gold');
  });

  it('earns a point per whole J$100 and the tier’s bonus on top, both rounded down', () => {
    const [bronze, silver, gold] = TIERS;
    expect(purchasePoints(15_971, bronze)).toEqual({ base: 159, bonus: 0, points: 159 });
    expect(purchasePoints(15_971, silver)).toEqual({ base: 159, bonus: 15, points: 174 });
    expect(purchasePoints(15_971, gold)).toEqual({ base: 159, bonus: 39, points: 198 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), fc.constantFrom(...TIERS), (amount, tier) => {
        const { base, bonus, points } = purchasePoints(amount, tier);
        expect(points).toBe(base + bonus);
        expect(base * 100).toBeLessThanOrEqual(amount);
        expect(bonus).toBeLessThanOrEqual(base * tier.bonusRate);
      }),
    );
  });
});
