import type { RewardSearch } from '@portal/api-client/calls/rewards';
import { REWARD_CATEGORIES_MAX, REWARD_QUERY_MAX_LENGTH } from '@portal/contracts/provider/rewards';
import { pageFrom } from '@portal/ui/list/page-from';
import { DEFAULT_SORT, isMemberSort, providerSortOf, type SortKey, sortKeyOf } from './sort-options.ts';

/** Rewards per page: fills rows of 2, 3 or 4 cards evenly (docs/decisions/0025-reward-catalogue.md). */
export const PAGE_SIZE = 12;

/** Everything the catalogue shows, held in the URL so a search can be shared and Back works. */
export interface CatalogueState {
  query: string;
  /** Category slugs, sorted and without repeats. */
  categories: string[];
  sort: SortKey;
  /**
   * A signed-in member's own filters (docs/decisions/0028-affordability-and-favourites.md), sorted and
   * without repeats: `?filter=favourites`.
   */
  filters: MemberFilter[];
  /** One-based, as members read it. */
  page: number;
}

/** "Within my points" (what the member can redeem now) and "Favourites", as the URL names them. */
const MEMBER_FILTERS = ['favourites', 'within-my-points'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const INITIAL_STATE: CatalogueState = { query: '', categories: [], sort: DEFAULT_SORT, filters: [], page: 1 };

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_PAGE = 99_999;

const cleanQuery = (value: string | null): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, REWARD_QUERY_MAX_LENGTH).trim();

const cleanCategories = (values: readonly string[]): string[] =>
  [
    ...new Set(
      values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim().toLowerCase())
        .filter((value) => SLUG.test(value)),
    ),
  ]
    .sort()
    .slice(0, REWARD_CATEGORIES_MAX);

const cleanFilters = (values: readonly string[]): MemberFilter[] =>
  MEMBER_FILTERS.filter((filter) => values.includes(filter));

/** The state a URL's query string holds; anything malformed falls back to its default. */
export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  const page = pageFrom(params, MAX_PAGE);
  return {
    query: cleanQuery(params.get('query')),
    categories: cleanCategories(params.getAll('categories')),
    sort: sortKeyOf(params.get('sort')),
    filters: cleanFilters(params.getAll('filter')),
    page,
  };
}

/**
 * What a visitor's catalogue shows of a state: a member's filters and sorts need a member (a
 * shared link opened signed out), so they fall back to the defaults.
 */
export function forVisitor(state: CatalogueState): CatalogueState {
  return { ...state, filters: [], sort: isMemberSort(state.sort) ? DEFAULT_SORT : state.sort };
}

/** The query string of a state, defaults left out, in one order: one state, one URL. */
export function catalogueSearchParams(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  const query = cleanQuery(state.query);
  if (query) params.set('query', query);
  for (const category of cleanCategories(state.categories)) params.append('categories', category);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  for (const filter of cleanFilters(state.filters)) params.append('filter', filter);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The catalogue path for a state: `/rewards` or `/rewards?…`. */
export function catalogueHref(state: CatalogueState): string {
  const search = catalogueSearchParams(state).toString();
  return search ? `/rewards?${search}` : '/rewards';
}

/** A new search, filter or sort starts again on the first page; only paging keeps the rest. */
export function changeState(state: CatalogueState, change: Partial<Omit<CatalogueState, 'page'>>): CatalogueState {
  return { ...state, ...change, page: 1 };
}

export const isFiltered = (state: CatalogueState): boolean =>
  state.query !== '' || state.categories.length > 0 || state.filters.length > 0;

/** The provider request for a state (its pages are zero-based). */
export function toRewardSearch(state: CatalogueState): RewardSearch {
  return {
    query: state.query || undefined,
    categories: state.categories,
    sort: providerSortOf(state.sort),
    affordable: state.filters.includes('within-my-points') || undefined,
    favourites: state.filters.includes('favourites') || undefined,
    page: state.page - 1,
    size: PAGE_SIZE,
  };
}
