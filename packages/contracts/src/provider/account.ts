import { MESSAGES } from '@portal/validation/messages';
import { PATTERNS } from '@portal/validation/patterns';
import { profileJsonFields, withProfileRules } from '@portal/validation/profile-fields';
import * as v from 'valibot';
import { ACCOUNT_EDIT } from '../account-edit.ts';
import { PagingQuerySchema, pageOf } from './pagination.ts';
import { GuestRegistrationSchema } from './registration.ts';

/** Account types the type lookup answers (requirements §9.2: guest, unknown, and members' 'user'). */
export const ACCOUNT_TYPES = ['user', 'guest', 'unknown'] as const;
export type AccountTypeLookup = (typeof ACCOUNT_TYPES)[number];

/** GET /api/v1/account/type?card={memberId} */
export const AccountTypeResponseSchema = v.object({ accountType: v.picklist(ACCOUNT_TYPES) });
export const AccountTypeQuerySchema = v.object({
  card: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)),
});

/** GET /api/v1/account/check-auth */
export const CheckAuthResponseSchema = v.object({
  authenticated: v.boolean(),
  authorities: v.array(v.string()),
  accountNumber: v.nullable(v.string()),
});

const nullableString = v.nullable(v.string());

/** The member's account (requirements §9.2 fields, plus e-mail and occupation which the profile form needs). */
export const AccountSchema = v.object({
  accountNumber: v.string(),
  emailAddress: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  prefix: nullableString,
  gender: nullableString,
  birthdate: nullableString,
  phoneNumber: nullableString,
  address1: nullableString,
  city: nullableString,
  parish: nullableString,
  householdSize: v.nullable(v.number()),
  dependants: v.nullable(v.number()),
  income: nullableString,
  occupation: nullableString,
  /** Dependants the member has named, with how they are related (requirements §21.2 relationships). */
  namedDependants: v.optional(v.array(v.object({ firstName: v.string(), relationship: v.string() }))),
  verified: v.boolean(),
  canUpdate: v.boolean(),
  type: v.picklist(['user', 'guest']),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** GET /api/v1/account/points */
export const PointsSchema = v.object({
  points: v.number(),
  vendorTier: v.string(),
});
export type Points = v.InferOutput<typeof PointsSchema>;

/**
 * The member's whole ledger in five figures (one ledger, shown whole), each the sum of
 * its rows, all positive: earned − spentOnRewards + refunded − expired + adjusted = the balance.
 * Each figure is a filter of /transactions (`LEDGER_FIGURE_FILTERS`).
 */
export const LedgerTotalsSchema = v.object({
  /** Purchases, their tier bonuses and promo codes. */
  earned: v.number(),
  /** Points spent on rewards (redemptions, before any refund). */
  spentOnRewards: v.number(),
  /** Points given back: a cancelled voucher's redemption refunded. */
  refunded: v.number(),
  expired: v.number(),
  /** Adjustments in and out, netted: positive added, negative taken. */
  adjusted: v.number(),
});
export type LedgerTotals = v.InferOutput<typeof LedgerTotalsSchema>;

/** GET /api/v1/account/summary — the dashboard's account card. */
export const AccountSummarySchema = v.object({
  accountNumber: v.string(),
  firstName: nullableString,
  lastName: nullableString,
  memberSince: v.string(),
  vendorTier: v.string(),
  points: v.number(),
  ledger: LedgerTotalsSchema,
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;

/**
 * GET /api/v1/account/points-expiry — which points expire when. Points expire 12 months after the
 * end of the calendar quarter (Jamaica time) in which they were earned; points are used oldest
 * first, so each batch holds what is left of that quarter's points. Batches are in expiry order.
 */
const PointsExpiryBatchSchema = v.object({
  /** The last day the points can be used (YYYY-MM-DD); they expire at the end of it. */
  expiresOn: v.string(),
  points: v.number(),
  /** The quarter the points were earned in (YYYY-MM-DD, both days included). */
  earnedFrom: v.string(),
  earnedTo: v.string(),
  /**
   * What came in that quarter, by source (the same rows as the metrics' months): `points` is what
   * is left of it. A refund starts a batch of its own quarter, so the card says so.
   */
  credited: v.object({ earned: v.number(), refunded: v.number(), adjusted: v.number() }),
});
export const PointsExpirySchema = v.object({
  /** The rule, in words a member reads. */
  policy: v.string(),
  batches: v.array(PointsExpiryBatchSchema),
});
export type PointsExpiry = v.InferOutput<typeof PointsExpirySchema>;
export type PointsExpiryBatch = v.InferOutput<typeof PointsExpiryBatchSchema>;

/** GET /api/v1/account/metrics — the dashboard's "your year" figures (calendar year, Jamaica time). */
export const AccountMetricsSchema = v.object({
  year: v.number(),
  pointsEarnedThisYear: v.number(),
  pointsRedeemedThisYear: v.number(),
  /** Purchases that earned points. */
  visitsThisYear: v.number(),
  spentThisYearJmd: v.number(),
  rewardsRedeemedThisYear: v.number(),
  /** Where the member shopped most in the last 12 months; null before their first purchase. */
  favouriteStore: nullableString,
  /**
   * Points earned in each of the last 12 months, oldest first (month: YYYY-MM), and beside them
   * the points refunded or added by adjustment that month: the credits the expiry batches are made of.
   */
  earnedByMonth: v.array(
    v.object({ month: v.string(), points: v.number(), refunded: v.number(), adjusted: v.number() }),
  ),
});
export type AccountMetrics = v.InferOutput<typeof AccountMetricsSchema>;

/** The kinds of point movement (the provider's ledger). */
export const TRANSACTION_KINDS = ['earn', 'redeem', 'expire', 'promo', 'adjust', 'bonus'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TransactionSchema = v.object({
  id: v.number(),
  /** ISO 8601 date-time. */
  occurredAt: v.string(),
  kind: v.picklist(TRANSACTION_KINDS),
  description: v.string(),
  location: nullableString,
  /** Positive when points were added, negative when they were used or expired. */
  points: v.number(),
  /** What was spent, for purchases. */
  amountJmd: v.nullable(v.number()),
  /** Of `points`, a purchase's tier bonus (Silver +10 %, Gold +25 %); 0 on other rows. */
  bonusPoints: v.optional(v.number(), 0),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/**
 * The history's filters (docs/decisions/0033-transaction-history.md), as the portal's URL and the
 * provider name them: each kind of filter is a group of ledger kinds.
 */
export const TRANSACTION_FILTER_KINDS = {
  earned: { kinds: ['earn', 'bonus'] },
  // A refund is a 'redeem' row with points back: spent and refunded are told apart by the sign.
  redeemed: { kinds: ['redeem'], direction: 'out' },
  refunded: { kinds: ['redeem'], direction: 'in' },
  expired: { kinds: ['expire'] },
  promo: { kinds: ['promo'] },
  adjustments: { kinds: ['adjust'] },
} as const satisfies Record<string, { kinds: readonly TransactionKind[]; direction?: 'in' | 'out' }>;
export type TransactionFilterKind = keyof typeof TRANSACTION_FILTER_KINDS;
export const TRANSACTION_FILTER_KIND_NAMES = Object.keys(TRANSACTION_FILTER_KINDS) as TransactionFilterKind[];

/** Which /transactions filters hold each figure of `LedgerTotals` (the dashboard links each figure there). */
export const LEDGER_FIGURE_FILTERS = {
  earned: ['earned', 'promo'],
  spentOnRewards: ['redeemed'],
  refunded: ['refunded'],
  expired: ['expired'],
  adjusted: ['adjustments'],
} as const satisfies Record<keyof LedgerTotals, readonly TransactionFilterKind[]>;

/** A transaction refunds a redemption (a cancelled voucher's points back): a 'redeem' row with points in. */
export const isRefund = (transaction: Pick<Transaction, 'kind' | 'points'>): boolean =>
  transaction.kind === 'redeem' && transaction.points > 0;
export const TRANSACTION_STORE_QUERY_MAX = 60;

const calendarDay = v.pipe(v.string(), v.isoDate());

/**
 * `kind` (repeated: any of them), `from` and `to` (calendar days in Jamaica, both included) and
 * `store` (part of the store's name, any case): the filters of the history and of its CSV.
 */
export const TransactionFiltersSchema = v.object({
  kind: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => [...new Set([value].flat())]),
      v.check(
        (kinds) => kinds.every((kind) => TRANSACTION_FILTER_KIND_NAMES.includes(kind as TransactionFilterKind)),
        'Unknown kind of transaction.',
      ),
      v.transform((kinds) => kinds as TransactionFilterKind[]),
    ),
  ),
  from: v.optional(calendarDay),
  to: v.optional(calendarDay),
  store: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TRANSACTION_STORE_QUERY_MAX))),
});
export type TransactionFilters = v.InferOutput<typeof TransactionFiltersSchema>;

/** GET /api/v1/account/transactions?size={n}&page={p}&kind&from&to&store — newest first. */
export const TransactionsQuerySchema = v.object({ ...PagingQuerySchema.entries, ...TransactionFiltersSchema.entries });

/** GET /api/v1/account/transactions/{id} — one of the member's own transactions. */
export const TransactionIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/)) });
export const TransactionsPageSchema = pageOf(TransactionSchema);
export type TransactionsPage = v.InferOutput<typeof TransactionsPageSchema>;
export const TRANSACTIONS_DEFAULT_PAGE_SIZE = 20;

/** PUT /api/v1/account with update 'profile': the profile fields. Needs update access (requirements §1.3). */
export const ProfileUpdateSchema = withProfileRules(
  v.strictObject({ update: v.literal(ACCOUNT_EDIT.profile), ...profileJsonFields() }),
);
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/**
 * PUT /api/v1/account's body: one of its two kinds, told apart by `update` (a profile, or a guest's
 * full registration), then checked by that kind's schema. A body of neither kind is one problem,
 * on `update`.
 */
export const AccountUpdateSchema = v.variant('update', [ProfileUpdateSchema, GuestRegistrationSchema]);

/**
 * POST /api/v1/account/deletion-token — re-authentication before deleting: the member's password
 * buys a single-use token, valid for 10 minutes, that DELETE /api/v1/account requires.
 */
export const DeletionTokenRequestSchema = v.strictObject({
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export const DeletionTokenSchema = v.object({
  token: v.pipe(v.string(), v.regex(PATTERNS.lowerAlnum32, MESSAGES.regex)),
  expiresAt: v.string(),
});
export const DELETION_TOKEN_TTL_SECONDS = 600;

/** DELETE /api/v1/account?token={token}&cardNumber={card}: the token above, and the member's own account number. */
export const AccountDeletionQuerySchema = v.object({
  token: v.pipe(v.string(), v.regex(PATTERNS.lowerAlnum32, MESSAGES.regex)),
  cardNumber: v.pipe(v.string(), v.regex(PATTERNS.memberNumber, MESSAGES.regex)),
});
