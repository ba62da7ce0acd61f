import type { VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';

/**
 * How newly issued vouchers behave (GET vouchers/release-default-config). `validityDays` is the
 * rewards table's default `voucher_valid_days`; a reward may set its own period.
 */
export const VOUCHER_RELEASE_DEFAULTS: VoucherReleaseConfig = {
  validityDays: 90,
  usableAfterMinutes: 0,
  expiringSoonDays: 7,
};
