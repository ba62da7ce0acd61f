import type { Transaction, TransactionKind } from '@portal/contracts/provider/account';
import { formatInstantDay, formatJmd, formatPointsChange, formatTime } from '../../common/format.ts';
import './transaction-list.css';

const KIND_LABELS: Record<TransactionKind, string> = {
  earn: 'Earned',
  redeem: 'Redeemed',
  expire: 'Expired',
  promo: 'Promo code',
  adjust: 'Adjustment',
  bonus: 'Bonus',
};

/** Point movements, newest first: what, when and where, and the points in or out. */
export function TransactionList({
  transactions,
  showTime = false,
}: {
  transactions: readonly Transaction[];
  showTime?: boolean;
}) {
  return (
    <ul className="ir-transactions" data-testid="transaction-list">
      {transactions.map((transaction) => {
        const direction = transaction.points > 0 ? 'in' : transaction.points < 0 ? 'out' : 'none';
        const when = showTime
          ? `${formatInstantDay(transaction.occurredAt)}, ${formatTime(transaction.occurredAt)}`
          : formatInstantDay(transaction.occurredAt);
        return (
          <li key={transaction.id} className={`ir-transaction ir-transaction--${transaction.kind}`}>
            <div className="ir-transaction__main">
              <span className="ir-transaction__title">{transaction.description}</span>
              <span className="ir-transaction__meta">
                <span className={`ir-transaction__kind ir-transaction__kind--${transaction.kind}`}>
                  {KIND_LABELS[transaction.kind]}
                </span>
                <time dateTime={transaction.occurredAt}>{when}</time>
                {transaction.location ? <span>{transaction.location}</span> : null}
                {transaction.amountJmd === null ? null : <span>Spent {formatJmd(transaction.amountJmd)}</span>}
                {transaction.bonusPoints > 0 ? (
                  <span data-testid="transaction-bonus">incl. {transaction.bonusPoints} pts tier bonus</span>
                ) : null}
              </span>
            </div>
            <span className={`ir-transaction__points ir-transaction__points--${direction}`}>
              {formatPointsChange(transaction.points)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
