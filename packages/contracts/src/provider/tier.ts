import * as v from 'valibot';

/** A tier as the programme defines it: from how many purchase points a year, and its bonus. */
export const TierRuleSchema = v.object({
  name: v.string(),
  /** Purchase points (bonus included) in a calendar year that earn this tier for the next year. */
  threshold: v.number(),
  /** The bonus on every purchase's points: 0.1 = +10 %. */
  bonusRate: v.number(),
  /** What the tier gives, as the member reads it. */
  perks: v.array(v.string()),
});
export type TierRule = v.InferOutput<typeof TierRuleSchema>;

/** A tier to keep or reach for next year, and how far this year's purchase points are from it. */
export const TierGoalSchema = v.object({
  tier: v.string(),
  /** The year the tier would be held. */
  forYear: v.number(),
  threshold: v.number(),
  /** Points still to earn this year; 0 when it is already earned. */
  remaining: v.number(),
});
export type TierGoal = v.InferOutput<typeof TierGoalSchema>;

/**
 * GET /api/v1/account/tier (docs/decisions/0030-tier-progress.md): the member's tier and
 * what it gives, this calendar year's purchase points (Jamaica time), and the goals for next year —
 * keeping the tier (not for Bronze) and reaching the one above (not for the top tier) — with every
 * tier's rule.
 */
export const TierProgressSchema = v.object({
  tier: TierRuleSchema,
  year: v.number(),
  earnedThisYear: v.number(),
  keep: v.nullable(TierGoalSchema),
  reach: v.nullable(TierGoalSchema),
  tiers: v.array(TierRuleSchema),
});
export type TierProgress = v.InferOutput<typeof TierProgressSchema>;
