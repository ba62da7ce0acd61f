import {
  TRANSACTION_FILTER_KIND_NAMES,
  TRANSACTION_STORE_QUERY_MAX,
  type TransactionFilterKind,
  type TransactionFilters,
} from '@portal/contracts/provider/account';
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

export const isHistoryFiltered = (state: HistoryState): boolean =>
  state.kinds.length > 0 || state.from !== '' || state.to !== '' || state.store !== '';

/** The provider's filters for a state (the list and the CSV ask with the same). */
export function toTransactionFilters(state: HistoryState): TransactionFilters {
  return {
    ...(state.kinds.length > 0 ? { kind: state.kinds } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.store ? { store: state.store } : {}),
  };
}
