import {
  TRANSACTION_FILTER_KIND_NAMES,
  TRANSACTION_STORE_QUERY_MAX,
  type TransactionFilterKind,
  type TransactionFilters,
} from '@portal/contracts/provider/account';
import { isoDayOf } from '@portal/ui/form/day-text';
import { pageFrom } from '@portal/ui/list/page-from';

/** What /transactions shows, held in the URL so it can be shared, reloaded and undone with Back. */
export interface HistoryState {
  /** Kinds in their fixed order, without repeats; none = every kind. */
  kinds: TransactionFilterKind[];
  /** YYYY-MM-DD, Jamaica's calendar, both included; '' = open. */
  from: string;
  to: string;
  store: string;
  /** One-based. */
  page: number;
}

export const NO_FILTERS: HistoryState = { kinds: [], from: '', to: '', store: '', page: 1 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const cleanDay = (value: string | null): string =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
const cleanStore = (value: string | null): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, TRANSACTION_STORE_QUERY_MAX).trim();
const cleanKinds = (values: readonly string[]): TransactionFilterKind[] =>
  TRANSACTION_FILTER_KIND_NAMES.filter((kind) => values.includes(kind));

/** The state a URL holds; anything malformed falls back to its default. A range given backwards is put right. */
export function parseHistoryState(params: URLSearchParams): HistoryState {
  let from = cleanDay(params.get('from'));
  let to = cleanDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    kinds: cleanKinds(params.getAll('kind')),
    from,
    to,
    store: cleanStore(params.get('store')),
    page: pageFrom(params),
  };
}

/** The URL of a state, defaults left out, in one order: one state, one URL. */
export function historyHref(state: HistoryState): string {
  const params = new URLSearchParams();
  for (const kind of cleanKinds(state.kinds)) params.append('kind', kind);
  if (cleanDay(state.from)) params.set('from', state.from);
  if (cleanDay(state.to)) params.set('to', state.to);
  const store = cleanStore(state.store);
  if (store) params.set('store', store);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `/transactions?${search}` : '/transactions';
}

export const isHistoryFiltered = (state: HistoryState): boolean => historyFilterCount(state) > 0;

/**
 * How many filters are on, as "Filters (N)" says: each kind ticked is one (they are
 * ticked one by one), the date range is one whether one end or both are set, the store is one.
 * The page is not a filter.
 */
export function historyFilterCount(state: HistoryState): number {
  return state.kinds.length + (state.from !== '' || state.to !== '' ? 1 : 0) + (state.store !== '' ? 1 : 0);
}

/** The filters' one control, as it reads: "Filters", or "Filters (2)" when two are on. */
export function filtersButtonText(state: HistoryState): string {
  const count = historyFilterCount(state);
  return count > 0 ? `Filters (${count})` : 'Filters';
}

/** The provider's filters for a state (the list and the CSV ask with the same). */
export function toTransactionFilters(state: HistoryState): TransactionFilters {
  return {
    ...(state.kinds.length > 0 ? { kind: state.kinds } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.store ? { store: state.store } : {}),
  };
}

/** Said on a date field whose text is not a whole, real day. */
export const DAY_ERROR = 'Enter a real day as DD/MM/YYYY.';
/** Said on "To" when the range would end before it starts. */
export const RANGE_ERROR = 'This day is before the From day.';

/**
 * The date range a member typed (each end empty, an ISO day, or text as typed day first), as the
 * ISO days the URL holds, or what to say on each field when it cannot be one.
 */
export function rangeErrors(
  fromText: string,
  toText: string,
): { errors: { from?: string; to?: string }; range: { from: string; to: string } | null } {
  const from = fromText.trim() === '' ? '' : isoDayOf(fromText);
  const to = toText.trim() === '' ? '' : isoDayOf(toText);
  const errors = {
    ...(from === null ? { from: DAY_ERROR } : {}),
    ...(to === null ? { to: DAY_ERROR } : from && to && to < from ? { to: RANGE_ERROR } : {}),
  };
  return from === null || to === null || errors.to ? { errors, range: null } : { errors, range: { from, to } };
}
