import { describe, expect, it } from 'vitest';
import {
  DAY_ERROR,
  filtersButtonText,
  historyFilterCount,
  historyHref,
  isHistoryFiltered,
  NO_FILTERS,
  parseHistoryState,
  RANGE_ERROR,
  rangeErrors,
  toTransactionFilters,
} from './history-filters.ts';

const parse = (search: string) => parseHistoryState(new URLSearchParams(search));

describe('history filters ⇄ URL', () => {
  it('reads kinds, a date range, a store and a page, and writes them back in one order', () => {
    const state = parse('store=%20Hi-Lo%20&kind=redeemed&kind=earned&to=2026-10-31&from=2026-10-01&page=2');
    expect(state).toEqual({
      kinds: ['earned', 'redeemed'],
      from: '2026-10-01',
      to: '2026-10-31',
      store: 'Hi-Lo',
      page: 2,
    });
    expect(historyHref(state)).toBe(
      '/transactions?kind=earned&kind=redeemed&from=2026-10-01&to=2026-10-31&store=Hi-Lo&page=2',
    );
    expect(historyHref(NO_FILTERS)).toBe('/transactions');
  });

  it('drops what is malformed and puts a backwards range right', () => {
    expect(parse('kind=refund&kind=earned&kind=earned&from=2026-13-45&to=yesterday')).toEqual({
      ...NO_FILTERS,
      kinds: ['earned'],
    });
    expect(parse('from=2026-10-31&to=2026-10-01')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('asks the provider with the same filters, and knows when there are any', () => {
    expect(toTransactionFilters(parse('kind=expired&from=2026-01-01&store=Mega'))).toEqual({
      kind: ['expired'],
      from: '2026-01-01',
      store: 'Mega',
    });
    expect(toTransactionFilters(NO_FILTERS)).toEqual({});
    expect(isHistoryFiltered(NO_FILTERS)).toBe(false);
    expect(isHistoryFiltered({ ...NO_FILTERS, page: 3 })).toBe(false);
    expect(isHistoryFiltered(parse('to=2026-01-31'))).toBe(true);
  });
});

describe('"Filters (N)"', () => {
  it('counts each kind ticked, the date range once and the store, never the page', () => {
    expect(historyFilterCount(NO_FILTERS)).toBe(0);
    expect(filtersButtonText(parse('page=4'))).toBe('Filters');
    // The dashboard's "earned" figure links here with two kinds.
    expect(filtersButtonText(parse('kind=earned&kind=promo'))).toBe('Filters (2)');
    expect(filtersButtonText(parse('kind=refunded'))).toBe('Filters (1)');
    expect(filtersButtonText(parse('from=2026-10-01'))).toBe('Filters (1)');
    expect(filtersButtonText(parse('from=2026-10-01&to=2026-10-31'))).toBe('Filters (1)');
    expect(filtersButtonText(parse('kind=earned&from=2026-10-01&to=2026-10-31&store=Mega&page=2'))).toBe('Filters (3)');
    // What the URL holds but the page drops is not counted.
    expect(filtersButtonText(parse('kind=refund&from=31/10/2026&store=%20%20'))).toBe('Filters');
  });
});

describe('a date range typed day first', () => {
  it('becomes the ISO days the URL holds', () => {
    expect(rangeErrors('1/10/2026', '31.10.2026')).toEqual({
      errors: {},
      range: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(rangeErrors('2026-10-01', '')).toEqual({ errors: {}, range: { from: '2026-10-01', to: '' } });
    expect(rangeErrors(' ', '')).toEqual({ errors: {}, range: { from: '', to: '' } });
    expect(rangeErrors('31/10/2026', '31/10/2026').range).toEqual({ from: '2026-10-31', to: '2026-10-31' });
  });

  it('says what is wrong on each field, and applies nothing', () => {
    // Month first (as a US browser would show it), not a real day, not whole.
    expect(rangeErrors('10/31/2026', '31/02/2026')).toEqual({
      errors: { from: DAY_ERROR, to: DAY_ERROR },
      range: null,
    });
    expect(rangeErrors('', '31/10')).toEqual({ errors: { to: DAY_ERROR }, range: null });
    expect(rangeErrors('31/10/2026', '01/10/2026')).toEqual({ errors: { to: RANGE_ERROR }, range: null });
  });
});
