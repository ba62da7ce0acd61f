import { isRefund, type Transaction, type TransactionKind } from './provider/account.ts';

const KIND_LABELS: Readonly<Record<TransactionKind, string>> = {
  earn: 'Earned',
  bonus: 'Bonus',
  // "Redeemed" is a voucher used at the till (/vouchers/redeemed); spending points is this
  // (docs/decisions/0019-glossary.md).
  redeem: 'Spent on a reward',
  expire: 'Expired',
  promo: 'Promo code',
  adjust: 'Adjustment',
};

/** Points given back for a cancelled voucher (the only refund the ledger holds). */
export const REFUND_LABEL = 'Refunded: voucher cancelled';

/**
 * What a ledger row is, in the member's words, on /transactions, its page and the CSV alike: a
 * redemption with points back says it is a refund, never "Spent on a reward".
 */
export function transactionLabel(transaction: Pick<Transaction, 'kind' | 'points'>): string {
  return isRefund(transaction) ? REFUND_LABEL : KIND_LABELS[transaction.kind];
}
