import * as v from 'valibot';
import { PagingQuerySchema, pageOf } from './pagination.ts';
import { VoucherSchema } from './vouchers.ts';

/** GET /api/v1/reward-category — one category; the list comes sorted alphabetically by name. */
export const RewardCategorySchema = v.object({
  id: v.number(),
  /** Stable, URL-friendly name: what the portal puts in its URLs (`/rewards?categories=fuel`). */
  slug: v.string(),
  name: v.string(),
});
export type RewardCategory = v.InferOutput<typeof RewardCategorySchema>;
export const RewardCategoryListSchema = v.array(RewardCategorySchema);

/**
 * Whether a reward can be redeemed today: `upcoming` before its activeDate, `ended` after its end
 * date or when switched off, `sold-out` when a limited reward has no vouchers left.
 */
const REWARD_AVAILABILITY = ['available', 'upcoming', 'ended', 'sold-out'] as const;
export type RewardAvailability = (typeof REWARD_AVAILABILITY)[number];

/** Width and height of every reward image (the provider draws them at this size). */
export const REWARD_IMAGE_SIZE = { width: 640, height: 400 } as const;

const isoDate = v.pipe(v.string(), v.isoDate());

/** A reward of the catalogue (requirements §10.2: points and activeDate, used in sorting). */
export const RewardSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  terms: v.string(),
  points: v.number(),
  /** Face value of the voucher in Jamaican dollars, or null when it is not a cash value. */
  valueJmd: v.nullable(v.number()),
  partner: v.nullable(v.string()),
  category: RewardCategorySchema,
  /** Portal path of the image (REWARD_IMAGE_SIZE). */
  imageUrl: v.string(),
  /** YYYY-MM-DD: from when it can be redeemed. */
  activeDate: isoDate,
  /** YYYY-MM-DD: the last day it can be redeemed, or null. */
  endDate: v.nullable(isoDate),
  /** Vouchers left, or null when unlimited. */
  stock: v.nullable(v.number()),
  /** How long the voucher it issues stays valid. */
  voucherValidDays: v.number(),
  availability: v.picklist(REWARD_AVAILABILITY),
});
export type Reward = v.InferOutput<typeof RewardSchema>;

export const RewardListSchema = v.array(RewardSchema);
export const RewardPageSchema = pageOf(RewardSchema);
export type RewardPage = v.InferOutput<typeof RewardPageSchema>;

/**
 * The sort values of requirements §10.2: points low to high, points high to low, newest (activeDate, newest
 * first). No `sort` at all is the catalogue's own order ("none").
 */
export const REWARD_SORT_VALUES = ['v.points,asc', 'v.points,desc', 'activeDate'] as const;
export type RewardSort = (typeof REWARD_SORT_VALUES)[number];

/** The catalogue's sort options in the spec's order: the value sent as `sort` ('' = none), and its label. */
export const REWARD_SORTS = [
  { value: '', label: 'None' },
  { value: 'v.points,asc', label: 'Points: low to high' },
  { value: 'v.points,desc', label: 'Points: high to low' },
  { value: 'activeDate', label: 'Newest' },
] as const satisfies ReadonlyArray<{ value: RewardSort | ''; label: string }>;
export const REWARD_QUERY_MAX_LENGTH = 100;
export const REWARD_CATEGORIES_MAX = 20;
const CATEGORY_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** `categories` may repeat, or carry a comma-separated list (Spring style); each is a slug or an id. */
const CategoriesParamSchema = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) => [
    ...new Set(
      [value]
        .flat()
        .flatMap((item) => item.split(','))
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]),
  v.maxLength(REWARD_CATEGORIES_MAX, `At most ${REWARD_CATEGORIES_MAX} categories.`),
  v.check((items) => items.every((item) => CATEGORY_KEY.test(item)), 'Unknown category format.'),
);

/** The `{id}` of rewards/{id}, its redeem and its favourite: digits only, within bigint. */
export const RewardIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/)) });

/** GET /media/rewards/{file}: a reward's image, named by a slug and `.svg` (what a reward's imageUrl ends with). */
export const RewardImageParamsSchema = v.object({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}\.svg$/)),
});

/** GET /api/v1/rewards?shouldPage&page&size */
export const RewardListQuerySchema = v.object({ ...PagingQuerySchema.entries });

/**
 * Our sort (docs/decisions/0028-affordability-and-favourites.md; beyond the sorts of
 * requirements §10.2), for a signed-in member only: the rewards whose points are nearest the
 * member's balance first, above or below it (ties: the cheaper first).
 */
export const REWARD_SORT_CLOSEST = 'closest';
export type RewardSearchSort = RewardSort | typeof REWARD_SORT_CLOSEST;

const flag = v.optional(v.picklist(['true', 'false']));

/**
 * GET /api/v1/rewards/search?query&shouldPage&page&size&categories&sort&affordable&favourites.
 * `affordable=true` (what the member can redeem now: available, and no more points than their
 * balance), `favourites=true` (their favourites) and `sort=closest` are for a signed-in member only.
 */
export const RewardSearchQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REWARD_QUERY_MAX_LENGTH))),
  categories: v.optional(CategoriesParamSchema),
  /** Empty means none. */
  sort: v.optional(v.picklist(['', ...REWARD_SORT_VALUES, REWARD_SORT_CLOSEST])),
  affordable: flag,
  favourites: flag,
});

/** The `Idempotency-Key` header of a redeem: one per confirmation, reused on a retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What a redeem without its Idempotency-Key header is told. */
export const IDEMPOTENCY_KEY_REQUIRED = 'An Idempotency-Key header is required.';
export const IdempotencyKeySchema = v.pipe(
  v.string(IDEMPOTENCY_KEY_REQUIRED),
  v.regex(/^[A-Za-z0-9_.:-]{16,128}$/, 'The Idempotency-Key header is not valid.'),
);

/** POST /api/v1/rewards/{id}/redeem — the voucher issued and the member's new balance. */
export const RedeemResponseSchema = v.object({
  voucher: VoucherSchema,
  points: v.number(),
});
export type RedeemResponse = v.InferOutput<typeof RedeemResponseSchema>;

/**
 * GET /api/v1/rewards/favourites: the ids of the member's favourite rewards, most recently added
 * first. PUT and DELETE /api/v1/rewards/{id}/favourite add and remove one (204 either way, so a
 * repeated tap changes nothing).
 */
export const RewardFavouritesSchema = v.array(v.number());

/** The most favourites a member keeps; adding one more is refused (409). */
export const REWARD_FAVOURITES_MAX = 200;
