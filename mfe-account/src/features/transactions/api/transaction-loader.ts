import { getTransaction } from '@portal/api-client/calls/transactions';
import type { LoaderFunctionArgs } from '@portal/router/react-router';

/** /transactions/{id}: the transaction, loading while the page's code does. */
export function transactionLoader({ params }: LoaderFunctionArgs) {
  const transaction = getTransaction(params.id ?? '');
  transaction.catch(() => undefined);
  return { transaction };
}

export type TransactionData = ReturnType<typeof transactionLoader>;
