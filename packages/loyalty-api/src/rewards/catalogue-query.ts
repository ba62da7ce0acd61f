import type { Reward, RewardSearchSort, RewardSort } from '@portal/contracts/provider/rewards';
import type { Queryable } from '../db/database.ts';
import {
  AVAILABILITY_ORDER,
  REWARD_IN_DATES,
  REWARD_JSON,
  REWARD_LISTED,
  type RewardRow,
  toReward,
} from './reward-row.ts';

export interface CatalogueQuery {
  /** What the member typed; words are matched as prefixes, all of them must match. */
  text?: string | undefined;
  /** Category slugs or ids; a reward in any of them matches. Empty: every category. */
  categories?: readonly string[] | undefined;
  sort?: RewardSearchSort | '' | undefined;
  /**
   * The signed-in member asking, with their balance: needed by `affordable`, `favourites` and the
   * `closest` sort (the route refuses those without a member).
   */
  member?: { id: number; balance: number } | undefined;
  /** Only what the member can redeem now: available today, in stock, at most their balance. */
  affordable?: boolean | undefined;
  /** Only the member's favourites. */
  favourites?: boolean | undefined;
  /** Zero-based. */
  page: number;
  size: number;
}

/** The most words of a search that count; a sentence pasted into the box stays cheap. */
const MAX_WORDS = 8;

/**
 * The member's words as a tsquery text: every word a prefix (`groc` finds groceries), all of them
 * required. Only letters and digits get through, so nothing typed can be tsquery syntax. Null when
 * there is nothing to search for.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return [...new Set(words)]
    .slice(0, MAX_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}

const ORDER_BY: Record<RewardSort, string> = {
  'v.points,asc': 'r.points asc, r.id asc',
  'v.points,desc': 'r.points desc, r.id desc',
  // Requirements §10.2 "newest (activeDate)": the most recently started first.
  activeDate: 'r.active_date desc, r.id desc',
};

/** Category slugs and ids as ids: the planner then sees real values and can use the category index. */
async function categoryIds(db: Queryable, keys: readonly string[]): Promise<number[]> {
  const ids = keys.filter((key) => /^\d+$/.test(key)).map(Number);
  const slugs = keys.filter((key) => !/^\d+$/.test(key));
  if (slugs.length === 0) return ids;
  const found = await db.query<{ id: number }>('select id from reward_categories where slug = any($1::text[])', [
    slugs,
  ]);
  return [...ids, ...found.rows.map((row) => Number(row.id))];
}

/**
 * One page of the listed catalogue (REWARD_LISTED) filtered, sorted and paged in SQL, and the
 * number of matches, in one query. The page is chosen on narrow rows (id, position, and the count
 * as a window over all matches); only its rewards are then read in full, as one JSON array.
 */
export async function findRewards(db: Queryable, query: CatalogueQuery): Promise<{ rewards: Reward[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [REWARD_LISTED];

  const prefixQuery = toPrefixQuery(query.text);
  let tsquery: string | null = null;
  if (prefixQuery) {
    tsquery = `to_tsquery('english', ${param(prefixQuery)})`;
    where.push(`r.search_vector @@ ${tsquery}`);
  }
  if (query.categories && query.categories.length > 0) {
    const ids = await categoryIds(db, query.categories);
    // Unknown categories match nothing (an empty array), rather than being ignored.
    where.push(`r.category_id = any(${param(ids)}::int[])`);
  }

  const { member } = query;
  if ((query.affordable || query.favourites || query.sort === 'closest') && !member) {
    throw new Error('affordable, favourites and closest need the member');
  }
  if (query.affordable && member) {
    where.push(`r.points <= ${param(member.balance)} and ${REWARD_IN_DATES} and (r.stock is null or r.stock > 0)`);
  }
  if (query.favourites && member) {
    where.push(`r.id in (select f.reward_id from reward_favourites f where f.member_id = ${param(member.id)})`);
  }

  // The conditions' parameters: the count below takes only these (the closest sort adds one).
  const whereParamCount = params.length;

  // No sort ("none"): the best matches first when searching, otherwise the catalogue's own order.
  const orderBy = query.sort
    ? query.sort === 'closest'
      ? `abs(r.points - ${param(member?.balance ?? 0)}) asc, r.points asc, r.id asc`
      : ORDER_BY[query.sort]
    : tsquery
      ? `ts_rank_cd(r.search_vector, ${tsquery}) desc, r.id asc`
      : `${AVAILABILITY_ORDER}, r.id asc`;

  const conditions = where.join(' and ');
  const found = await db.query<{ rewards: RewardRow[] | string | null; total: string | number | null }>(
    `with page as (
       select r.id, row_number() over (order by ${orderBy}) as position, count(*) over () as total
         from rewards r
        where ${conditions}
        order by ${orderBy}
        limit ${param(query.size)} offset ${param(query.page * query.size)}
     )
     select (select json_agg(${REWARD_JSON} order by page.position)
               from page join rewards r on r.id = page.id join reward_categories c on c.id = r.category_id) as rewards,
            (select max(page.total) from page) as total`,
    params,
  );
  const row = found.rows[0];
  const rows: RewardRow[] = typeof row?.rewards === 'string' ? JSON.parse(row.rewards) : (row?.rewards ?? []);
  if (rows.length > 0) return { rewards: rows.map(toReward), total: Number(row?.total) };
  if (query.page === 0) return { rewards: [], total: 0 };
  // Past the last page: the window function had no row to ride on.
  const counted = await db.query<{ total: string | number }>(
    `select count(*) as total from rewards r where ${conditions}`,
    params.slice(0, whereParamCount),
  );
  return { rewards: [], total: Number(counted.rows[0]?.total ?? 0) };
}
