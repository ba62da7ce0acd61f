import { describe, expect, it } from 'vitest';
import {
  type CatalogueState,
  catalogueHref,
  catalogueSearchParams,
  changeState,
  forVisitor,
  INITIAL_STATE,
  isFiltered,
  PAGE_SIZE,
  parseCatalogueState,
  toRewardSearch,
} from './catalogue-state.ts';

const parse = (search: string) => parseCatalogueState(new URLSearchParams(search));

describe('catalogue state ⇄ URL', () => {
  it('reads query, repeated categories, sort and page', () => {
    expect(parse('query=fuel+voucher&categories=fuel&categories=dining&sort=points-asc&page=3')).toEqual({
      query: 'fuel voucher',
      categories: ['dining', 'fuel'],
      sort: 'points-asc',
      filters: [],
      page: 3,
    });
  });

  it('is the initial state for a bare /rewards', () => {
    expect(parse('')).toEqual(INITIAL_STATE);
    expect(catalogueHref(INITIAL_STATE)).toBe('/rewards');
  });

  it('writes defaults out and keeps one order, so one state has one URL', () => {
    const state: CatalogueState = {
      query: 'jerk',
      categories: ['fuel', 'dining'],
      sort: 'newest',
      filters: [],
      page: 2,
    };
    expect(catalogueSearchParams(state).toString()).toBe(
      'query=jerk&categories=dining&categories=fuel&sort=newest&page=2',
    );
    expect(catalogueHref({ ...INITIAL_STATE, categories: ['fuel'] })).toBe('/rewards?categories=fuel');
    expect(catalogueHref({ ...INITIAL_STATE, sort: 'featured', page: 1, query: '  ' })).toBe('/rewards');
  });

  it('survives the round trip for any state', () => {
    const states: CatalogueState[] = [
      INITIAL_STATE,
      { query: "Dunn's River & falls", categories: ['experiences'], sort: 'points-desc', filters: [], page: 1 },
      {
        query: 'café 100%',
        categories: ['dining', 'groceries', 'partner-offers'],
        sort: 'points-asc',
        filters: ['favourites'],
        page: 7,
      },
      { query: '', categories: [], sort: 'closest', filters: ['favourites', 'within-my-points'], page: 2 },
    ];
    for (const state of states) {
      expect(parse(catalogueSearchParams(state).toString())).toEqual({
        ...state,
        categories: [...state.categories].sort(),
      });
    }
  });

  it('tidies what was typed or pasted into a URL', () => {
    expect(parse('query=%20%20fresh%20%20%20produce%20').query).toBe('fresh produce');
    expect(parse(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
    expect(parse('categories=Fuel,dining&categories=fuel&categories=../x&categories=').categories).toEqual([
      'dining',
      'fuel',
    ]);
  });

  it('falls back to page 1 for a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '9999999']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=12').page).toBe(12);
  });

  it('starts a new search, filter or sort on page 1', () => {
    const onPage3: CatalogueState = { ...INITIAL_STATE, query: 'fuel', page: 3 };
    expect(changeState(onPage3, { sort: 'points-desc' })).toEqual({ ...onPage3, sort: 'points-desc', page: 1 });
    expect(changeState(onPage3, { categories: ['fuel'] }).page).toBe(1);
    expect(changeState(onPage3, { query: 'dining' }).page).toBe(1);
  });

  it('knows when a search or filter narrows the catalogue', () => {
    expect(isFiltered(INITIAL_STATE)).toBe(false);
    expect(isFiltered({ ...INITIAL_STATE, sort: 'newest', page: 2 })).toBe(false);
    expect(isFiltered({ ...INITIAL_STATE, query: 'x' })).toBe(true);
    expect(isFiltered({ ...INITIAL_STATE, categories: ['fuel'] })).toBe(true);
  });
});

describe('catalogue state → provider request', () => {
  it('sends zero-based pages of the page size, the provider’s sort and the categories', () => {
    expect(
      toRewardSearch({ query: 'fuel', categories: ['dining', 'fuel'], sort: 'points-desc', filters: [], page: 2 }),
    ).toEqual({
      query: 'fuel',
      categories: ['dining', 'fuel'],
      sort: 'v.points,desc',
      affordable: undefined,
      favourites: undefined,
      page: 1,
      size: PAGE_SIZE,
    });
    expect(toRewardSearch(INITIAL_STATE)).toEqual({
      query: undefined,
      categories: [],
      sort: undefined,
      affordable: undefined,
      favourites: undefined,
      page: 0,
      size: PAGE_SIZE,
    });
  });

  it('asks for a member’s filters and the closest-to-my-balance sort', () => {
    const state = parse('filter=within-my-points&filter=favourites&sort=closest');
    expect(toRewardSearch(state)).toMatchObject({ sort: 'closest', affordable: true, favourites: true });
  });
});

describe('a member’s filters in the URL (docs/decisions/0028-affordability-and-favourites.md)', () => {
  it('reads and writes them sorted, once each, and drops unknown ones', () => {
    const state = parse('filter=within-my-points&filter=favourites&filter=within-my-points&filter=cheap');
    expect(state.filters).toEqual(['favourites', 'within-my-points']);
    expect(catalogueHref(state)).toBe('/rewards?filter=favourites&filter=within-my-points');
    expect(isFiltered(parse('filter=favourites'))).toBe(true);
  });

  it('falls back to the defaults for a visitor', () => {
    const shared = parse('categories=fuel&filter=favourites&sort=closest&page=2');
    expect(forVisitor(shared)).toEqual({ ...INITIAL_STATE, categories: ['fuel'], page: 2 });
    expect(forVisitor(parse('sort=newest')).sort).toBe('newest');
  });
});
