import * as v from 'valibot';
import { PagingQuerySchema, pageOf } from './pagination.ts';

/** Voucher statuses (requirements §11.1). */
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

/**
 * Where a voucher came from: a reward the member redeemed, or the birthday treat the provider
 * issues in the member's birthday month (docs/decisions/0045-birthday-treat.md).
 */
const VOUCHER_KINDS = ['reward', 'birthday'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A member's voucher, as the provider returns it (redeem, GET vouchers, vouchers/{id}). */
export const VoucherSchema = v.object({
  id: v.number(),
  /** 12 digits, the last a Luhn check digit: what the till scans. */
  voucherNumber: v.string(),
  status: v.picklist(VOUCHER_STATUSES),
  kind: v.picklist(VOUCHER_KINDS),
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

const VoucherStatusSchema = v.picklist(VOUCHER_STATUSES);

/** Orders vouchers/search understands; the portal picks one per list (soonest expiry first for active ones). */
export const VOUCHER_SEARCH_SORTS = ['issuedAt,desc', 'expiresAt,asc', 'expiresAt,desc', 'usedAt,desc'] as const;
export type VoucherSearchSort = (typeof VOUCHER_SEARCH_SORTS)[number];

/**
 * GET /api/v1/vouchers/search?shouldPage=true&page&size&status=…&status=…&sort=…
 * `status` may repeat (requirements §19.4); without it every status a member sees is searched (the §11.3 "All").
 * `kind` keeps one kind of voucher (the dashboard asks for the birthday treat); without it, every kind.
 * The answer is always a page (`shouldPage` is accepted for the shape of requirements §19.4).
 */
export const VoucherSearchQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  status: v.optional(
    v.pipe(
      v.union([VoucherStatusSchema, v.pipe(v.array(VoucherStatusSchema), v.maxLength(VOUCHER_STATUSES.length))]),
      v.transform((value): VoucherStatus[] => [...new Set(Array.isArray(value) ? value : [value])]),
    ),
  ),
  sort: v.optional(v.picklist(VOUCHER_SEARCH_SORTS)),
  kind: v.optional(v.picklist(VOUCHER_KINDS)),
});

export const VoucherPageSchema = pageOf(VoucherSchema);
export type VoucherPage = v.InferOutput<typeof VoucherPageSchema>;

/** GET /api/v1/vouchers answers at most this many vouchers (the newest); lists that can grow use search. */
export const VOUCHER_LIST_MAX = 100;
export const VoucherListSchema = v.pipe(v.array(VoucherSchema), v.maxLength(VOUCHER_LIST_MAX));

/**
 * GET /api/v1/vouchers/{id}: `id` is the voucher's id or its 12-digit voucher number (what the
 * portal's /vouchers/{voucherNumber} passes). Ids are shorter than 12 digits, so the two never clash.
 */
export const VoucherIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/)) });

/**
 * GET /api/v1/vouchers/release-default-config: how a newly released (issued) voucher behaves,
 * told to members on the voucher pages.
 */
export const VoucherReleaseConfigSchema = v.object({
  /** Days a new voucher stays valid when its reward sets no period of its own. */
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Minutes after it is issued before a till accepts a voucher; 0 means at once. */
  usableAfterMinutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** An active voucher this many days or fewer from its expiry is flagged to the member as expiring soon. */
  expiringSoonDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type VoucherReleaseConfig = v.InferOutput<typeof VoucherReleaseConfigSchema>;
