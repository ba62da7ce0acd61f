import { REWARD_SORT_CLOSEST, type RewardSearchSort, type RewardSort } from '@portal/contracts/provider/rewards';

/**
 * The reward sort options of requirements §10.2, as the portal's URL names them (`?sort=points-asc`) and as
 * the provider does (`sort=v.points,asc`). "None" — the catalogue's own order, best matches first
 * when searching — is the default and is labelled "Featured".
 */
export const SORT_OPTIONS = [
  { key: 'featured', sort: undefined, label: 'Featured' },
  { key: 'points-asc', sort: 'v.points,asc', label: 'Points: low to high' },
  { key: 'points-desc', sort: 'v.points,desc', label: 'Points: high to low' },
  { key: 'newest', sort: 'activeDate', label: 'Newest' },
] as const satisfies ReadonlyArray<{ key: string; sort: RewardSort | undefined; label: string }>;

/**
 * Sorts only a signed-in member is offered (docs/decisions/0028-affordability-and-favourites.md; beyond
 * requirements §10.2): the provider sorts by their balance.
 */
export const MEMBER_SORT_OPTIONS = [
  { key: 'closest', sort: REWARD_SORT_CLOSEST, label: 'Closest to my balance' },
] as const satisfies ReadonlyArray<{ key: string; sort: RewardSearchSort; label: string }>;

const ALL_SORT_OPTIONS = [...SORT_OPTIONS, ...MEMBER_SORT_OPTIONS];

export type SortKey = (typeof ALL_SORT_OPTIONS)[number]['key'];
export const DEFAULT_SORT: SortKey = 'featured';

/** Whether a sort is a member's own (and so means nothing to a visitor). */
export const isMemberSort = (key: SortKey): boolean => MEMBER_SORT_OPTIONS.some((option) => option.key === key);

/**
 * The sort key of a URL value. The provider's own values are understood too, so a link written
 * with them works; anything unknown is the default.
 */
export function sortKeyOf(value: string | null | undefined): SortKey {
  const option = ALL_SORT_OPTIONS.find((candidate) => candidate.key === value || (value && candidate.sort === value));
  return option?.key ?? DEFAULT_SORT;
}

/** What to send as `sort`; undefined for none. */
export function providerSortOf(key: SortKey): RewardSearchSort | undefined {
  return ALL_SORT_OPTIONS.find((option) => option.key === key)?.sort;
}
