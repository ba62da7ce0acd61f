import { getVoucherReleaseConfig } from '@portal/api-client/calls/vouchers';
import type { VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';

let cached: Promise<VoucherReleaseConfig | null> | undefined;

/**
 * The release config, asked for once per page load: it is the same for every voucher and every
 * visit. A failure resolves to null (pages then just leave out what depends on it) and is asked
 * again next time.
 */
export function loadReleaseConfig(): Promise<VoucherReleaseConfig | null> {
  cached ??= getVoucherReleaseConfig().catch((error: unknown) => {
    console.error('Could not load the voucher release config', error);
    cached = undefined;
    return null;
  });
  return cached;
}
