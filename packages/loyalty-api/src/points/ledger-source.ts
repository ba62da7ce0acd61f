import type { LedgerTotals, TransactionKind } from '@portal/contracts/provider/account';

/** Which figure of the member's ledger a row counts towards (one ledger, shown whole). */
export type LedgerSource = keyof LedgerTotals;

/**
 * The one rule that sorts ledger rows into the dashboard's figures, the expiry batches' credits
 * and the earnings chart: purchases, bonuses and promo codes are earned; a redemption with points
 * out is spent on a reward, with points back it is a refund (a cancelled voucher); expiry and
 * adjustments are their own.
 */
export function ledgerSourceOf(kind: TransactionKind, points: number): LedgerSource {
  switch (kind) {
    case 'redeem':
      return points > 0 ? 'refunded' : 'spentOnRewards';
    case 'expire':
      return 'expired';
    case 'adjust':
      return 'adjusted';
    default:
      return 'earned';
  }
}

/** The five figures of a set of rows, each positive except the netted adjustments (their sum is the balance). */
export function ledgerTotals(rows: Iterable<{ kind: TransactionKind; points: number }>): LedgerTotals {
  const totals: LedgerTotals = { earned: 0, spentOnRewards: 0, refunded: 0, expired: 0, adjusted: 0 };
  for (const row of rows) {
    const source = ledgerSourceOf(row.kind, row.points);
    // Spent and expired are shown as what went out; the sum subtracts them.
    totals[source] += source === 'spentOnRewards' || source === 'expired' ? -row.points : row.points;
  }
  return totals;
}

/** earned − spent + refunded − expired ± adjusted: what the balance must be. */
export const ledgerBalance = (totals: LedgerTotals): number =>
  totals.earned - totals.spentOnRewards + totals.refunded - totals.expired + totals.adjusted;
