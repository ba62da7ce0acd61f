import type { Reward, RewardAvailability } from '@portal/contracts/provider/rewards';
import { rewardImageUrl } from '../vouchers/voucher-row.ts';

/**
 * Today in Jamaica, where the programme runs: a reward's dates are calendar days there, whatever
 * the database server's time zone. A scalar subquery, so it is worked out once per query rather
 * than once per row.
 */
const JAMAICA_TODAY = "(select (now() at time zone 'America/Jamaica')::date)";

/** A reward can be redeemed today: switched on, started, not ended. Stock is checked on its own. */
export const REWARD_IN_DATES = `r.active and r.active_date <= ${JAMAICA_TODAY}
  and (r.end_date is null or r.end_date >= ${JAMAICA_TODAY})`;

/** What the catalogue lists: everything not ended, so members see what is coming and what sold out. */
export const REWARD_LISTED = `r.active and (r.end_date is null or r.end_date >= ${JAMAICA_TODAY})`;

const AVAILABILITY = `case
    when not r.active or (r.end_date is not null and r.end_date < ${JAMAICA_TODAY}) then 'ended'
    when r.active_date > ${JAMAICA_TODAY} then 'upcoming'
    when r.stock = 0 then 'sold-out'
    else 'available'
  end`;

/** Redeemable rewards first in the catalogue's own order, then those coming soon, then sold out. */
export const AVAILABILITY_ORDER = `case
    when r.active_date > ${JAMAICA_TODAY} then 1
    when r.stock = 0 then 2
    else 0
  end`;

/** The columns toReward needs; use as `select ${REWARD_SELECT} ${REWARD_FROM}`. Dates leave as text (YYYY-MM-DD) whichever driver reads them. */
export const REWARD_SELECT = `r.id, r.slug, r.name, r.description, r.terms, r.points, r.value_jmd, r.partner,
  r.image_file, r.active_date::text as active_date, r.end_date::text as end_date, r.stock, r.voucher_valid_days,
  c.id as category_id, c.slug as category_slug, c.name as category_name, ${AVAILABILITY} as availability`;

/**
 * The same columns as one JSON object with RewardRow's keys, for `json_agg`: a page of rewards
 * then leaves the database as one value, which is quicker to read than a row per reward.
 */
export const REWARD_JSON = `json_build_object('id', r.id, 'slug', r.slug, 'name', r.name, 'description', r.description,
  'terms', r.terms, 'points', r.points, 'value_jmd', r.value_jmd, 'partner', r.partner, 'image_file', r.image_file,
  'active_date', r.active_date::text, 'end_date', r.end_date::text, 'stock', r.stock,
  'voucher_valid_days', r.voucher_valid_days, 'category_id', c.id, 'category_slug', c.slug, 'category_name', c.name,
  'availability', ${AVAILABILITY})`;

export const REWARD_FROM = 'from rewards r join reward_categories c on c.id = r.category_id';

export interface RewardRow {
  id: string | number;
  slug: string;
  name: string;
  description: string;
  terms: string;
  points: number;
  value_jmd: string | number | null;
  partner: string | null;
  image_file: string;
  active_date: string;
  end_date: string | null;
  stock: number | null;
  voucher_valid_days: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  availability: RewardAvailability;
}

export function toReward(row: RewardRow): Reward {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    terms: row.terms,
    points: row.points,
    valueJmd: row.value_jmd === null ? null : Number(row.value_jmd),
    partner: row.partner,
    category: { id: Number(row.category_id), slug: row.category_slug, name: row.category_name },
    imageUrl: rewardImageUrl(row.image_file),
    activeDate: row.active_date,
    endDate: row.end_date,
    stock: row.stock,
    voucherValidDays: row.voucher_valid_days,
    availability: row.availability,
  };
}
