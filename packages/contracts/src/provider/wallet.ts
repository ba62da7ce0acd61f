import * as v from 'valibot';

/**
 * "Add to Apple Wallet" / "Add to Google Wallet" (docs/wallet.md). The provider builds every pass
 * itself; nothing calls Apple or Google while a member adds one.
 *
 * - GET /api/v1/account/card/apple-pass — the member card as a signed pass (`.pkpass` bytes).
 * - GET /api/v1/account/card/google-wallet-link — `{ saveUrl }` for the member card.
 * - GET /api/v1/vouchers/{voucherNumber}/apple-pass — one of the member's active vouchers.
 * - GET /api/v1/vouchers/{voucherNumber}/google-wallet-link — the same, for Google.
 *
 * Another member's voucher, or a number that is no voucher, is 404; the member's own voucher that
 * is no longer active (used, expired, …) is 409: only an active voucher can be taken at a till.
 */

/** The MIME type a pass is served with: Safari hands it to Wallet, other browsers save the file. */
export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** Where Google's "Save to Google Wallet" links point; the signed JWT follows the last slash. */
export const GOOGLE_WALLET_SAVE_PREFIX = 'https://pay.google.com/gp/v/save/';

/** A voucher's pass is asked for by its 12-digit voucher number, what the portal's voucher page shows. */
export const WalletVoucherParamsSchema = v.object({ voucherNumber: v.pipe(v.string(), v.regex(/^\d{12}$/)) });

/** A "Save to Google Wallet" link: the browser only follows it. */
export const GoogleWalletLinkSchema = v.object({
  saveUrl: v.pipe(v.string(), v.startsWith(GOOGLE_WALLET_SAVE_PREFIX)),
});
export type GoogleWalletLink = v.InferOutput<typeof GoogleWalletLinkSchema>;
