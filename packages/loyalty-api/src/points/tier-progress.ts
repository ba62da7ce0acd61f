import type { TierProgress, TierRule } from '@portal/contracts/provider/tier';
import { TIERS, type Tier } from './tier-rules.ts';

const percent = (rate: number): string => `${Math.round(rate * 100)} %`;

/** What a tier gives, in the words of the programme's rules (the About page): points, and its bonus. */
function perksOf(tier: Tier): string[] {
  return [
    '1 point for every J$100 you spend',
    ...(tier.bonusRate > 0 ? [`+${percent(tier.bonusRate)} bonus points on every purchase`] : []),
  ];
}

const ruleOf = (tier: Tier): TierRule => ({
  name: tier.name,
  threshold: tier.threshold,
  bonusRate: tier.bonusRate,
  perks: perksOf(tier),
});

/**
 * Where a member stands (docs/decisions/0030-tier-progress.md): their tier this year, and,
 * from the purchase points earned so far this calendar year, how far they are from keeping it for
 * next year (a tier above Bronze must be earned again each year) and from reaching the one above.
 * An unknown tier name reads as Bronze.
 */
export function tierProgress(current: string, earnedThisYear: number, year: number): TierProgress {
  const index = Math.max(
    0,
    TIERS.findIndex((tier) => tier.name === current),
  );
  const tier = TIERS[index]!;
  const above = TIERS[index + 1];
  const goal = (target: Tier) => ({
    tier: target.name,
    forYear: year + 1,
    threshold: target.threshold,
    remaining: Math.max(0, target.threshold - earnedThisYear),
  });
  return {
    tier: ruleOf(tier),
    year,
    earnedThisYear,
    keep: index > 0 ? goal(tier) : null,
    reach: above ? goal(above) : null,
    tiers: TIERS.map(ruleOf),
  };
}
