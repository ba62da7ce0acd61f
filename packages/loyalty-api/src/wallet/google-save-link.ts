import { sign } from 'node:crypto';
import { GOOGLE_WALLET_SAVE_PREFIX } from '@portal/contracts/provider/wallet';
import type { GoogleSigner } from './wallet-identity.ts';

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A "Save to Google Wallet" link: `https://pay.google.com/gp/v/save/<JWT>`, the JWT signed RS256
 * with the issuer's service-account key (Google's "typ: savetowallet" token). Google checks it
 * when the member opens the link; the provider calls nobody. `origins` are the pages allowed to
 * show the button (the portal's origin).
 */
export function googleSaveLink(
  payload: Record<string, unknown>,
  signer: GoogleSigner,
  origins: string[],
  now: Date,
): string {
  const header = base64url({ alg: 'RS256', typ: 'JWT' });
  const claims = base64url({
    iss: signer.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins,
    payload,
  });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), signer.key).toString('base64url');
  return `${GOOGLE_WALLET_SAVE_PREFIX}${header}.${claims}.${signature}`;
}
