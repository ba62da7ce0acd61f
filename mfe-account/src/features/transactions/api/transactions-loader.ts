import { getFilteredTransactions } from '@portal/api-client/calls/transactions';
import { TRANSACTIONS_DEFAULT_PAGE_SIZE } from '@portal/contracts/provider/account';
import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { parseHistoryState, toTransactionFilters } from '../history-filters.ts';

/** Transactions a page: enough to scan a month or two on a phone without a long scroll. */
const TRANSACTIONS_PAGE_SIZE = TRANSACTIONS_DEFAULT_PAGE_SIZE;

/** Reads the filters from the URL and starts loading their page; the page renders a skeleton until it arrives. */
export function transactionsLoader({ request }: LoaderFunctionArgs) {
  const state = parseHistoryState(new URL(request.url).searchParams);
  const transactions = getFilteredTransactions(
    toTransactionFilters(state),
    state.page - 1,
    TRANSACTIONS_PAGE_SIZE,
    request.signal,
  );
  // A superseded search's rejection is rendered by nobody.
  transactions.catch(() => undefined);
  return { pageNumber: state.page, state, transactions };
}

export type TransactionsData = ReturnType<typeof transactionsLoader>;
