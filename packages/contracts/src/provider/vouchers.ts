import * as v from 'valibot';

/** Voucher statuses (spec §4). */
export const VOUCHER_STATUSES = [
  'issued',
  'expired',
  'approved',
  'distributed',
  'cancelled',
  'closed',
  'open',
] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** A member's voucher, as the provider returns it (redeem, GET vouchers, vouchers/{id}). */
export const VoucherSchema = v.object({
  id: v.number(),
  /** 12 digits, the last a Luhn check digit: what the till scans. */
  voucherNumber: v.string(),
  status: v.picklist(VOUCHER_STATUSES),
  rewardId: v.nullable(v.number()),
  rewardName: v.string(),
  /** Face value in Jamaican dollars, or null when it is not a cash value. */
  valueJmd: v.nullable(v.number()),
  pointsCost: v.number(),
  /** ISO 8601 date-times. */
  issuedAt: v.string(),
  expiresAt: v.string(),
  usedAt: v.nullable(v.string()),
  terms: v.string(),
  imageUrl: v.nullable(v.string()),
});
export type Voucher = v.InferOutput<typeof VoucherSchema>;
