import { request } from '@portal/api-client/http';
import { type TransactionFilters, TransactionSchema, TransactionsPageSchema } from '@portal/contracts/provider/account';
import * as v from 'valibot';

/**
 * The history's calls (docs/decisions/0033-transaction-history.md): the filtered ledger, its CSV, and
 * one transaction.
 */

/** The query string of the history's filters, exactly as the provider reads them (`kind` repeated). */
export function transactionFilterParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const kind of filters.kind ?? []) params.append('kind', kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.store) params.set('store', filters.store);
  return params;
}

/** A page of the filtered ledger, newest first; `page` is zero-based. */
export function getFilteredTransactions(filters: TransactionFilters, page: number, size: number, signal?: AbortSignal) {
  const searchParams = transactionFilterParams(filters);
  searchParams.set('size', String(size));
  if (page > 0) searchParams.set('page', String(page));
  return request({
    method: 'get',
    path: 'api/v1/account/transactions',
    searchParams,
    schema: TransactionsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getTransaction = (id: string | number) =>
  request({
    method: 'get',
    path: `api/v1/account/transactions/${encodeURIComponent(String(id))}`,
    schema: TransactionSchema,
  });

/** Every transaction the filters show, as the provider's CSV file. */
export const downloadTransactionsCsv = (filters: TransactionFilters) =>
  request({
    method: 'get',
    path: 'api/v1/account/transactions.csv',
    searchParams: transactionFilterParams(filters),
    schema: v.instance(Blob),
    read: 'blob',
  });
