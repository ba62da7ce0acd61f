import { phoneRule } from '@portal/validation/field-rules';
import { promoCodeRule } from '@portal/validation/promo-code-schema';
import * as v from 'valibot';

/** GET /api/v1/promo-codes/{code} and POST /api/v1/promo-codes/{code}/claim (requirements §19.4). */

export const PromoCodeParamsSchema = v.object({ code: promoCodeRule() });

/** Where a code stands for the member asking. Only 'available' can be claimed. */
const PROMO_CODE_STATUSES = ['available', 'claimed', 'expired', 'not-started', 'exhausted'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

export const PromoCodeSchema = v.object({
  code: v.string(),
  description: v.string(),
  points: v.number(),
  /** ISO 8601 date-times; expiresAt null: no end date. */
  startsAt: v.string(),
  expiresAt: v.nullable(v.string()),
  status: v.picklist(PROMO_CODE_STATUSES),
});
export type PromoCode = v.InferOutput<typeof PromoCodeSchema>;

/** The claim carries a phone number (requirements §12): recorded with it for the campaign it came from. */
export const PromoClaimRequestSchema = v.strictObject({ phoneNumber: phoneRule() });

export const PromoClaimSchema = v.object({
  code: v.string(),
  pointsAwarded: v.number(),
  /** The member's balance after the claim. */
  points: v.number(),
  claimedAt: v.string(),
});
export type PromoClaim = v.InferOutput<typeof PromoClaimSchema>;

/** What a member reads for each code that cannot be claimed. */
export const PROMO_CODE_MESSAGES = {
  unknown: 'We don’t recognise that promo code. Check the code and try again.',
  expired: 'This promo code has expired.',
  'not-started': 'This promo code isn’t active yet. Try again when the promotion starts.',
  claimed: 'You have already claimed this promo code.',
  exhausted: 'This promo code has been fully claimed.',
} as const satisfies Record<Exclude<PromoCodeStatus, 'available'> | 'unknown', string>;
