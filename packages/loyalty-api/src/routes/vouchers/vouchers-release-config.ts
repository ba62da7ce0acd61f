import type { VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { VOUCHER_RELEASE_DEFAULTS } from '../../vouchers/release-config.ts';

/**
 * GET /api/v1/vouchers/release-default-config — how a new voucher behaves (how long it stays
 * valid, when a till accepts it). Not personal, so a visitor's client token may read it too.
 */
export function registerVouchersReleaseConfig(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/vouchers/release-default-config',
    { preValidation: requireBearer(ctx) },
    async (): Promise<VoucherReleaseConfig> => VOUCHER_RELEASE_DEFAULTS,
  );
}
