import * as v from 'valibot';

/** Account types the type lookup answers (spec §3: guest, unknown, and members' 'user'). */
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

/** The member's account (spec §3 fields, plus e-mail and occupation which the profile form needs). */
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

/** GET /api/v1/account/summary — the dashboard's account card. */
export const AccountSummarySchema = v.object({
  accountNumber: v.string(),
  firstName: nullableString,
  lastName: nullableString,
  memberSince: v.string(),
  vendorTier: v.string(),
  points: v.number(),
  lifetimePoints: v.number(),
  pointsRedeemed: v.number(),
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;
