// By package name, not '../http.ts': a remote's bundle then takes the shell's shared http module.
import { request } from '@portal/api-client/http';
import { GoogleWalletLinkSchema } from '@portal/contracts/provider/wallet';
import * as v from 'valibot';

/** Wallet passes (docs/wallet.md): the member card and an active voucher, for Apple and Google. */

/** The path of a pass: the member card's, or a voucher's by its 12-digit number. */
const passPath = (voucherNumber: string | undefined, file: 'apple-pass' | 'google-wallet-link'): string =>
  voucherNumber === undefined
    ? `api/v1/account/card/${file}`
    : `api/v1/vouchers/${encodeURIComponent(voucherNumber)}/${file}`;

/** GET …/apple-pass: the signed `.pkpass` file of the member card (no number) or of a voucher. */
export const getApplePass = (voucherNumber?: string) =>
  request({
    method: 'get',
    path: passPath(voucherNumber, 'apple-pass'),
    schema: v.instance(Blob),
    read: 'blob',
  });

/** GET …/google-wallet-link: `{ saveUrl }` of the member card (no number) or of a voucher. */
export const getGoogleWalletLink = (voucherNumber?: string, signal?: AbortSignal) =>
  request({
    method: 'get',
    path: passPath(voucherNumber, 'google-wallet-link'),
    schema: GoogleWalletLinkSchema,
    ...(signal ? { signal } : {}),
  });
