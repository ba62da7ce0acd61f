import type { Transaction } from '@portal/contracts/provider/account';
import { REFUND_LABEL } from '@portal/contracts/transaction-label';
import { describe, expect, it } from 'vitest';
import { transactionTitle } from './transaction-title.ts';

/** A row as the provider writes it for each kind (loyalty-api: seed, redeem, expiry, promo claim, account delete). */
const row = (kind: Transaction['kind'], description: string, points: number, location: string | null = null) => ({
  kind,
  description,
  points,
  location,
});

describe('a transaction titled by what happened', () => {
  it('names the store a purchase was made at', () => {
    expect(transactionTitle(row('earn', 'Purchase', 45, 'Portmore Mall'))).toBe('Purchase at Portmore Mall');
    expect(transactionTitle(row('earn', 'Purchase', 45))).toBe('Points for a purchase');
  });

  it('names the reward points were spent on, and a refund as one', () => {
    expect(transactionTitle(row('redeem', 'Redeemed: J$500 grocery voucher', -500))).toBe(
      'Spent on a reward: J$500 grocery voucher',
    );
    const refund = transactionTitle(row('redeem', 'Refunded: J$500 grocery voucher (voucher cancelled)', 500));
    expect(refund).toBe(`${REFUND_LABEL} — J$500 grocery voucher`);
    expect(refund.startsWith('Refunded: voucher cancelled')).toBe(true);
    expect(refund).not.toContain('Spent on a reward');
    // A description the provider may write otherwise still reads as what it is.
    expect(transactionTitle(row('redeem', 'Points back', 500))).toBe(REFUND_LABEL);
    expect(transactionTitle(row('redeem', '', -500))).toBe('Spent on a reward');
  });

  it('keeps the provider’s own sentence for expiries, promo codes and adjustments', () => {
    expect(transactionTitle(row('expire', 'Points expired (earned Oct–Dec 2025)', -1200))).toBe(
      'Points expired (earned Oct–Dec 2025)',
    );
    expect(transactionTitle(row('promo', 'Promo code ISLAND250: Island Rewards welcome bonus', 250))).toBe(
      'Promo code ISLAND250: Island Rewards welcome bonus',
    );
    expect(transactionTitle(row('adjust', 'Points forfeited: account deleted', -90))).toBe(
      'Points forfeited: account deleted',
    );
    expect(transactionTitle(row('bonus', ' ', 30))).toBe('Bonus');
  });
});
