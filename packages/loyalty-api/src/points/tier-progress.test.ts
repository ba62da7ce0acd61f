import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tierProgress } from './tier-progress.ts';
import { TIERS, tierForEarned } from './tier-rules.ts';

describe('tier progress', () => {
  it('a Gold member 20 points short keeps Gold with 20 more, and has nothing above', () => {
    const progress = tierProgress('Gold', 7_480, 2026);
    expect(progress.tier).toMatchObject({ name: 'Gold', bonusRate: 0.25 });
    expect(progress.tier.perks).toEqual(['1 point for every J$100 you spend', '+25 % bonus points on every purchase']);
    expect(progress.keep).toEqual({ tier: 'Gold', forYear: 2027, threshold: 7_500, remaining: 20 });
    expect(progress.reach).toBeNull();
  });

  it('a Silver member is told what keeps Silver and what reaches Gold', () => {
    const progress = tierProgress('Silver', 6_020, 2026);
    expect(progress.keep).toEqual({ tier: 'Silver', forYear: 2027, threshold: 2_500, remaining: 0 });
    expect(progress.reach).toEqual({ tier: 'Gold', forYear: 2027, threshold: 7_500, remaining: 1_480 });
  });

  it('a Bronze member has nothing to keep, and Silver to reach', () => {
    const progress = tierProgress('Bronze', 0, 2026);
    expect(progress.tier.perks).toEqual(['1 point for every J$100 you spend']);
    expect(progress.keep).toBeNull();
    expect(progress.reach).toEqual({ tier: 'Silver', forYear: 2027, threshold: 2_500, remaining: 2_500 });
    expect(tierProgress('Platinum', 10, 2026).tier.name).toBe('Bronze');
  });

  it('agrees with the tier rule: nothing left to earn exactly when the year’s points earn that tier', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIERS), fc.nat(20_000), (tier, earned) => {
        const progress = tierProgress(tier.name, earned, 2026);
        const earnedTier = TIERS.indexOf(tierForEarned(earned));
        for (const goal of [progress.keep, progress.reach]) {
          if (!goal) continue;
          const goalIndex = TIERS.findIndex((candidate) => candidate.name === goal.tier);
          expect(goal.remaining === 0).toBe(earnedTier >= goalIndex);
          expect(goal.remaining).toBe(Math.max(0, goal.threshold - earned));
        }
      }),
    );
  });
});
