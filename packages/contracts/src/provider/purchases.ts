import * as v from 'valibot';

/**
 * POST /operator/v1/purchases: a purchase at the till (docs/decisions/0044-offers.md). The till's
 * own id makes a retry safe: the same id recorded again answers what the first recording wrote.
 */
export const PurchaseRequestSchema = v.strictObject({
  /** The till's id for the purchase: 6–64 letters, digits, dashes and underscores. */
  purchaseId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/)),
  accountNumber: v.pipe(v.string(), v.regex(/^[0-9]{8,}$/)),
  /** When it was paid (ISO 8601 with an offset); the offers' windows are judged at this instant. */
  occurredAt: v.pipe(v.string(), v.isoTimestamp()),
  store: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  amountJmd: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000)),
  /** What was bought, when the till says: category and brand offers need them. */
  lines: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          category: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
          brand: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
          amountJmd: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000)),
        }),
      ),
      v.maxLength(500),
    ),
    [],
  ),
});
export type PurchaseRequest = v.InferOutput<typeof PurchaseRequestSchema>;

/** What a recording wrote: the purchase's points (tier bonus included), each offer's bonus, the balance after. */
export const RecordedPurchaseSchema = v.object({
  purchaseId: v.string(),
  points: v.number(),
  offers: v.array(v.object({ offerId: v.string(), title: v.string(), points: v.number() })),
  /** The member's balance now. */
  balance: v.number(),
  /** True when this id had been recorded before: nothing was added. */
  replayed: v.boolean(),
});
export type RecordedPurchase = v.InferOutput<typeof RecordedPurchaseSchema>;
