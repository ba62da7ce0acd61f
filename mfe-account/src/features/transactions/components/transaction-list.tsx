import type { Transaction } from '@portal/contracts/provider/account';
import { Link } from '@portal/router/react-router';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { formatPointsChange } from '../../common/format.ts';
import { transactionTitle } from '../transaction-title.ts';
import styles from './transaction-list.module.css';

/** Colours a points change by its direction; no change keeps the plain look. */
const POINTS_CLASS = { in: styles.transactionPointsIn, out: styles.transactionPointsOut, none: '' } as const;

/** Point movements, newest first: what happened and where, when, and the points in or out. */
export function TransactionList({
  transactions,
  showTime = false,
  linkToDetail = false,
}: {
  transactions: readonly Transaction[];
  showTime?: boolean;
  /** Each description links to the transaction's page (/transactions/{id}). */
  linkToDetail?: boolean;
}) {
  return (
    <ul className={styles.transactions} data-testid="transaction-list">
      {transactions.map((transaction) => {
        // What happened, with the store, is the row's title: no row reads just "Purchase".
        const title = transactionTitle(transaction);
        const direction = transaction.points > 0 ? 'in' : transaction.points < 0 ? 'out' : 'none';
        const when = showTime
          ? `${formatInstant(transaction.occurredAt, 'short')}, ${formatInstant(transaction.occurredAt, 'time')}`
          : formatInstant(transaction.occurredAt, 'short');
        return (
          <li
            key={transaction.id}
            className={
              transaction.kind === 'expire' ? `${styles.transaction} ${styles.transactionExpire}` : styles.transaction
            }
          >
            <div className={styles.transactionMain}>
              <span className={styles.transactionTitle}>
                {linkToDetail ? (
                  <Link to={`/transactions/${transaction.id}`} className={styles.transactionLink}>
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </span>
              <span className={styles.transactionMeta}>
                <time dateTime={transaction.occurredAt}>{when}</time>
                {/* A store the title does not already name. */}
                {transaction.location && !title.includes(transaction.location) ? (
                  <span>{transaction.location}</span>
                ) : null}
                {transaction.amountJmd === null ? null : <span>Spent {formatJmd(transaction.amountJmd)}</span>}
                {transaction.bonusPoints > 0 ? (
                  <span data-testid="transaction-bonus">incl. {transaction.bonusPoints} pts tier bonus</span>
                ) : null}
              </span>
            </div>
            <span className={`${styles.transactionPoints} ${POINTS_CLASS[direction]}`}>
              {formatPointsChange(transaction.points)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
