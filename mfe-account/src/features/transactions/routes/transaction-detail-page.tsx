import { messageOf } from '@portal/api-client/api-failure';
import { contactHref } from '@portal/contracts/contact-prefill';
import type { Transaction } from '@portal/contracts/provider/account';
import { Await, Link, useAsyncError, useLoaderData } from '@portal/router/react-router';
import { Alert } from '@portal/ui/alert';
import { buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { Skeleton } from '@portal/ui/skeleton';
import { Suspense } from 'react';
import { formatPointsChange } from '../../common/format.ts';
import type { TransactionData } from '../api/transaction-loader.ts';
import toolStyles from '../components/history-tools.module.css';
import { MISSING_POINTS_TOPIC, missingPointsMessage } from '../missing-points-message.ts';
import { transactionTitle } from '../transaction-title.ts';
import styles from './transactions.module.css';

function DetailError() {
  const error = useAsyncError();
  const missing = (error as { status?: number } | null)?.status === 404;
  return (
    <Alert tone="error">
      {missing ? 'There is no such transaction in your history.' : `We couldn’t load it. ${messageOf(error)}`}
    </Alert>
  );
}

function Detail({ transaction }: { transaction: Transaction }) {
  return (
    <>
      <dl className={toolStyles.detail} data-testid="transaction-detail">
        <dt>What</dt>
        <dd>{transactionTitle(transaction)}</dd>
        <dt>When</dt>
        <dd>
          {formatInstant(transaction.occurredAt, 'long')}, {formatInstant(transaction.occurredAt, 'time')}
        </dd>
        <dt>Store</dt>
        <dd>{transaction.location ?? '—'}</dd>
        <dt>Receipt</dt>
        <dd>{transaction.amountJmd === null ? '—' : formatJmd(transaction.amountJmd)}</dd>
        <dt>Points</dt>
        <dd>{formatPointsChange(transaction.points)}</dd>
        <dt>Tier bonus</dt>
        <dd>{transaction.bonusPoints > 0 ? `${transaction.bonusPoints} pts included` : '—'}</dd>
        <dt>Reference</dt>
        <dd>{transaction.id}</dd>
      </dl>
      <Link
        to={contactHref({ topic: MISSING_POINTS_TOPIC, message: missingPointsMessage(transaction) })}
        className={buttonClassName('secondary')}
      >
        Report missing points
      </Link>
    </>
  );
}

/** /transactions/{id}: one transaction in full, and a way to tell customer care points are missing. */
export function TransactionDetailPage() {
  const { transaction } = useLoaderData<TransactionData>();
  return (
    <div className={styles.transactionsPage}>
      <p>
        <Link to="/transactions">Back to transactions</Link>
      </p>
      <h1>Transaction</h1>
      <Card>
        <Suspense fallback={<Skeleton height="16rem" label="Loading the transaction" />}>
          <Await resolve={transaction} errorElement={<DetailError />}>
            {(loaded: Transaction) => <Detail transaction={loaded} />}
          </Await>
        </Suspense>
      </Card>
    </div>
  );
}
