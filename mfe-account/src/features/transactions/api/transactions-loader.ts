import { getTransactions } from '@portal/api-client/calls/account';
import { TRANSACTIONS_DEFAULT_PAGE_SIZE } from '@portal/contracts/provider/account';
import type { LoaderFunctionArgs } from '@portal/router/react-router';

/** Transactions a page: enough to scan a month or two on a phone without a long scroll. */
export const TRANSACTIONS_PAGE_SIZE = TRANSACTIONS_DEFAULT_PAGE_SIZE;

/** The page asked for in `?page=` (1-based in the URL, as people count); anything else is page 1. */
export function pageNumberOf(url: URL): number {
  const raw = url.searchParams.get('page');
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

/** Starts loading the page of transactions; the page renders a skeleton until it arrives. */
export function transactionsLoader({ request }: LoaderFunctionArgs) {
  const pageNumber = pageNumberOf(new URL(request.url));
  return {
    pageNumber,
    transactions: getTransactions({ size: TRANSACTIONS_PAGE_SIZE, page: pageNumber - 1 }),
  };
}

export type TransactionsData = ReturnType<typeof transactionsLoader>;
