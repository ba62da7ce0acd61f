import { getTransactions } from '@portal/api-client/calls/account';
import { TRANSACTIONS_DEFAULT_PAGE_SIZE } from '@portal/contracts/provider/account';
import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { pageFrom } from '@portal/ui/list/page-from';

/** Transactions a page: enough to scan a month or two on a phone without a long scroll. */
export const TRANSACTIONS_PAGE_SIZE = TRANSACTIONS_DEFAULT_PAGE_SIZE;

/** Starts loading the page of transactions; the page renders a skeleton until it arrives. */
export function transactionsLoader({ request }: LoaderFunctionArgs) {
  const pageNumber = pageFrom(new URL(request.url).searchParams);
  return {
    pageNumber,
    transactions: getTransactions({ size: TRANSACTIONS_PAGE_SIZE, page: pageNumber - 1 }),
  };
}

export type TransactionsData = ReturnType<typeof transactionsLoader>;
