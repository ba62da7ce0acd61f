/** sessionStorage: per tab, kept over reloads, gone with the tab — as long as its history lives. */
const PREFIX = 'portal.redeemed.';

/**
 * Which confirmations (by idempotency key) have redeemed, and the voucher each issued, so a
 * confirmation shown again for the same key — Back to it, a reload — goes to the voucher instead
 * of offering "Confirm and redeem" a second time.
 */
export const redeemedKeys = {
  remember(key: string, voucherNumber: string): void {
    try {
      sessionStorage.setItem(PREFIX + key, voucherNumber);
    } catch {
      // Storage off or full: the provider's idempotency still redeems once for this key.
    }
  },
  voucherOf(key: string): string | null {
    try {
      return sessionStorage.getItem(PREFIX + key);
    } catch {
      return null;
    }
  },
};
