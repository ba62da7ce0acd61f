/**
 * The programme's tiers (the About page, the terms,
 * docs/decisions/0037-information-pages-and-contact.md): everyone starts at Bronze; points earned from
 * purchases (their tier bonus included) in a calendar year set the tier for the whole next year — 2,500
 * for Silver, 7,500 for Gold; each tier adds a bonus to every purchase.
 */
export const TIERS = [
  { name: 'Bronze', threshold: 0, bonusRate: 0 },
  { name: 'Silver', threshold: 2_500, bonusRate: 0.1 },
  { name: 'Gold', threshold: 7_500, bonusRate: 0.25 },
] as const;
export type Tier = (typeof TIERS)[number];
export type TierName = Tier['name'];

/** The tier a year of purchase points earns for the year after. */
export function tierForEarned(earnedLastYear: number): Tier {
  let tier: Tier = TIERS[0];
  for (const candidate of TIERS) if (earnedLastYear >= candidate.threshold) tier = candidate;
  return tier;
}

/** A purchase's points: one per J$100 spent, rounded down, and the tier's bonus on those, rounded down. */
export function purchasePoints(amountJmd: number, tier: Tier): { base: number; bonus: number; points: number } {
  const base = Math.floor(amountJmd / 100);
  const bonus = Math.floor(base * tier.bonusRate);
  return { base, bonus, points: base + bonus };
}
