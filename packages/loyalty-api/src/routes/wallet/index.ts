import type { ProviderRoutes } from '../../context.ts';
import { registerAccountCardApplePass } from './account-card-apple-pass.ts';
import { registerAccountCardGoogleLink } from './account-card-google-link.ts';
import { registerVoucherApplePass } from './voucher-apple-pass.ts';
import { registerVoucherGoogleLink } from './voucher-google-link.ts';

/**
 * Wallet passes (docs/wallet.md): the member card and each active voucher as an Apple pass and a
 * "Save to Google Wallet" link, built and signed here.
 */
export const walletRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerAccountCardApplePass(app, ctx);
  registerAccountCardGoogleLink(app, ctx);
  registerVoucherApplePass(app, ctx);
  registerVoucherGoogleLink(app, ctx);
};
