import * as v from 'valibot';

/**
 * Offers (docs/decisions/0044-offers.md): bonus points a member activates and then earns at the
 * till. The schemas the provider stores and answers with; what marketing publishes is
 * `offer-file.ts`, which turns its Jamaica wall-clock times into these instants.
 */

/** An offer's id: a short slug marketing chooses, also its path segment. */
export const OFFER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/;

/** The tiers an audience may name (loyalty-api points/tier-rules.ts). */
export const OFFER_TIERS = ['Bronze', 'Silver', 'Gold'] as const;

/** The member classes an audience may name (full-member-rule.ts). */
export const OFFER_MEMBER_CLASSES = ['guest', 'pending', 'verified'] as const;

/** A number from `min` to `max` (a whole one when `whole`), its messages naming it as `what` and the bounds as `shown` writes them. */
export const numberFrom = (
  what: string,
  min: number,
  max: number,
  options: { whole?: boolean; shown?: string[] } = {},
) => {
  const [low, high] = options.shown ?? [String(min), String(max)];
  return v.pipe(
    v.number(`the ${what} must be a number`),
    v.check((n) => !options.whole || Number.isInteger(n), `the ${what} must be a whole number`),
    v.minValue(min, `the ${what} must be at least ${low}`),
    v.maxValue(max, `the ${what} must be at most ${high}`),
  );
};

/** What the bonus is: the purchase's points multiplied (2 = double points), or a fixed number of points. */
const OfferBonusSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('multiplier'),
      /** 2 is double points: the bonus is the matching spend's points once more. From 1.5 to 10. */
      times: numberFrom('multiplier', 1.5, 10),
    }),
    v.strictObject({
      kind: v.literal('fixed'),
      points: numberFrom('points', 1, 100_000, { whole: true, shown: ['1', '100,000'] }),
    }),
  ],
  'the bonus kind must be multiplier or fixed',
);

const name = (what: string) =>
  v.pipe(
    v.string(`the ${what} must be text`),
    v.trim(),
    v.minLength(1, `the ${what} must not be empty`),
    v.maxLength(80, `the ${what} must be at most 80 characters`),
  );

/** What a purchase must have for the bonus: a category or a brand among its lines, a store, or a spend. */
const OfferTargetSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('category'), category: name('category') }),
    v.strictObject({ kind: v.literal('brand'), brand: name('brand') }),
    v.strictObject({ kind: v.literal('store'), store: name('store') }),
    v.strictObject({
      kind: v.literal('spend'),
      /** The purchase's total, in J$, at least. */
      minimumJmd: numberFrom('spend threshold', 1, 10_000_000, { shown: ['J$1', 'J$10,000,000'] }),
    }),
  ],
  'the target kind must be category, brand, store or spend',
);
export type OfferTarget = v.InferOutput<typeof OfferTargetSchema>;

/** An offer's rule: a bonus on a target. */
export const OfferRuleSchema = v.strictObject({ bonus: OfferBonusSchema, on: OfferTargetSchema });

/** Who may see and activate an offer: everyone, some tiers, some member classes, or a list of members. */
export const OfferAudienceSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('all') }),
    v.strictObject({
      kind: v.literal('tier'),
      tiers: v.pipe(
        v.array(v.picklist(OFFER_TIERS, `a tier must be one of ${OFFER_TIERS.join(', ')}`)),
        v.minLength(1, 'name at least one tier'),
      ),
    }),
    v.strictObject({
      kind: v.literal('member-class'),
      classes: v.pipe(
        v.array(v.picklist(OFFER_MEMBER_CLASSES, `a member class must be one of ${OFFER_MEMBER_CLASSES.join(', ')}`)),
        v.minLength(1, 'name at least one member class'),
      ),
    }),
    v.strictObject({
      kind: v.literal('members'),
      accountNumbers: v.pipe(
        v.array(v.pipe(v.string(), v.regex(/^[0-9]{8,}$/, 'an account number is 8 or more digits'))),
        v.minLength(1, 'name at least one member'),
        v.maxLength(10_000, 'name at most 10,000 members'),
      ),
    }),
  ],
  'the audience kind must be all, tier, member-class or members',
);
export type OfferAudience = v.InferOutput<typeof OfferAudienceSchema>;

/** An offer as the provider holds it: its window as instants (ISO 8601, UTC). */
const OfferSchema = v.object({
  id: v.pipe(v.string(), v.regex(OFFER_ID_PATTERN)),
  title: v.string(),
  /** An image URL (https, or a path on the provider). */
  image: v.string(),
  rule: OfferRuleSchema,
  /** Open from `startsAt` (inclusive) until `endsAt` (exclusive). */
  startsAt: v.string(),
  endsAt: v.string(),
  audience: OfferAudienceSchema,
  /** The most bonus points one member can earn from the offer, all purchases together. */
  capPerMember: v.number(),
});
export type Offer = v.InferOutput<typeof OfferSchema>;

/** GET /api/v1/offers: an offer as a member sees it. */
export const MemberOfferSchema = v.object({
  id: v.string(),
  title: v.string(),
  image: v.string(),
  rule: OfferRuleSchema,
  startsAt: v.string(),
  endsAt: v.string(),
  capPerMember: v.number(),
  /** When this member activated it; null: not active for them. */
  activatedAt: v.nullable(v.string()),
  /** Bonus points this member has earned from it so far. */
  earnedPoints: v.number(),
  /**
   * For a guest or a pending member: the step they need before they can activate it (the same
   * rule and words as redeeming, full-member-rule.ts); null when they may activate.
   */
  firstStep: v.nullable(
    v.object({
      reason: v.picklist(['guest', 'pending']),
      message: v.string(),
      firstStep: v.string(),
      nextStep: v.object({ label: v.string(), to: v.string() }),
    }),
  ),
});
export type MemberOffer = v.InferOutput<typeof MemberOfferSchema>;

/** GET /api/v1/offers: the member's open offers, soonest ending first. */
export const MemberOfferListSchema = v.array(MemberOfferSchema);

/** PUT and DELETE /api/v1/offers/{id}/activation. */
export const OfferIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(OFFER_ID_PATTERN)) });

/** What a member reads when an offer cannot be activated or undone. */
export const OFFER_MESSAGES = {
  unknown: 'We can’t find that offer. It may have ended.',
  notOpen: 'This offer isn’t open: it hasn’t started yet or it has ended.',
  ended: 'This offer has ended, so it can’t be undone.',
  previewEnded: 'This offers preview has ended. Exit the preview to see the live offers.',
  previewReadOnly: 'This is a preview of offers not yet published: they can’t be activated or undone here.',
} as const;

/**
 * The request header with which the BFF asks for the offers as a staged preview would make them
 * (docs/decisions/0044-offers.md, "Previewing a file"): the preview's id, from the browser's signed
 * preview cookie. Members never send it: the BFF passes no header of the browser's by that name.
 */
export const OFFERS_PREVIEW_HEADER = 'offers-preview';

/** A staged preview's id: 12 hex characters, like a published remote version's (one preview-link pattern). */
export const OFFER_PREVIEW_ID = /^[0-9a-f]{12}$/;

/** The headers the offers' routes read: a preview's id, on the BFF's behalf only. */
export const OffersPreviewHeadersSchema = v.object({
  [OFFERS_PREVIEW_HEADER]: v.optional(v.pipe(v.string(), v.regex(OFFER_PREVIEW_ID))),
});
