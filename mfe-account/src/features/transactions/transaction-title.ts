import { isRefund, type Transaction } from '@portal/contracts/provider/account';
import { transactionLabel } from '@portal/contracts/transaction-label';

/** The provider writes a redemption as "Redeemed: <reward>" and its refund as "Refunded: <reward> (voucher cancelled)". */
const REDEEMED = /^Redeemed:\s*/;
const REFUNDED = /^Refunded:\s*(.*?)\s*\(voucher cancelled\)$/;

/**
 * A ledger row titled by what happened, in the member's words: "Purchase at Portmore
 * Mall", "Spent on a reward: <reward>", "Refunded: voucher cancelled — <reward>"; expiries, promo
 * codes and adjustments keep the provider's own sentence ("Points expired (earned Oct–Dec 2025)",
 * "Promo code ISLAND250: …"). The kind words come from the one shared `transactionLabel`, so the
 * list, its page and the CSV never disagree.
 */
export function transactionTitle(
  transaction: Pick<Transaction, 'kind' | 'points' | 'description' | 'location'>,
): string {
  const label = transactionLabel(transaction);
  const description = transaction.description.trim();
  switch (transaction.kind) {
    case 'earn':
      // The provider calls every purchase "Purchase": the store is what tells them apart.
      return transaction.location ? `Purchase at ${transaction.location}` : 'Points for a purchase';
    case 'redeem': {
      if (isRefund(transaction)) {
        const reward = REFUNDED.exec(description)?.[1] ?? '';
        return reward ? `${label} — ${reward}` : label;
      }
      const reward = description.replace(REDEEMED, '').trim();
      return reward ? `${label}: ${reward}` : label;
    }
    default:
      return description || label;
  }
}
