import type { Transaction } from '@portal/contracts/provider/account';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatJmd } from '@portal/ui/format/format-jmd';

/** The contact topic a missing-points report goes under (requirements §15.1's list). */
export const MISSING_POINTS_TOPIC = 'Account Balance';

/**
 * The message "Report missing points" fills in: the transaction as customer care needs it to find
 * the receipt — its number, when, where, what was spent and what was credited.
 */
export function missingPointsMessage(transaction: Transaction): string {
  const when = `${formatInstant(transaction.occurredAt, 'long')}, ${formatInstant(transaction.occurredAt, 'time')}`;
  return [
    `I think points are missing from transaction ${transaction.id}: ${transaction.description}`,
    `on ${when}`,
    transaction.location ? `at ${transaction.location}` : null,
    transaction.amountJmd === null ? null : `(receipt ${formatJmd(transaction.amountJmd)})`,
    `— ${transaction.points} points were credited.`,
  ]
    .filter(Boolean)
    .join(' ')
    .concat(' I expected: ');
}
