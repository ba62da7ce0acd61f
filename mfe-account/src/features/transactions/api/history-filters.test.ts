import { describe, expect, it } from 'vitest';
import {
  historyHref,
  isHistoryFiltered,
  NO_FILTERS,
  parseHistoryState,
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
