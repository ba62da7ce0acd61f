import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a preview link lands (routes/bff-preview.ts). */
export const PREVIEW_PATH = '/bff/preview';
/** A preview link is good for at most this long. */
export const PREVIEW_LINK_MAX_MS = 3_600_000;
/** What can be previewed: a remote of the route map, or marketing's pop-up content. */
export const PREVIEW_TARGETS = ['account', 'rewards', 'vouchers', 'info', 'pop-ups'] as const;
export type PreviewTarget = (typeof PREVIEW_TARGETS)[number];
const VERSION_ID = /^[0-9a-f]{12}$/;

export interface Preview {
  target: PreviewTarget;
  version: string;
  /** Unix milliseconds. */
  expires: number;
}

const signatureOf = (secret: string, { target, version, expires }: Preview): string =>
  createHmac('sha256', secret).update(`preview:${target}:${version}:${expires}`).digest('base64url');

/** A signed preview link on `origin` (HMAC-SHA256 with the deploy secret), good until `expires`. */
export function signPreviewLink(origin: string, secret: string, preview: Preview): string {
  const query = new URLSearchParams({
    target: preview.target,
    version: preview.version,
    expires: String(preview.expires),
    signature: signatureOf(secret, preview),
  });
  return `${origin}${PREVIEW_PATH}?${query}`;
}

/** The preview a link's query names, or why it is refused: 'malformed', 'forged' or 'expired'. */
export function verifyPreviewLink(
  secret: string,
  query: Record<string, unknown>,
  now: number = Date.now(),
): { ok: true; preview: Preview } | { ok: false; reason: 'malformed' | 'forged' | 'expired' } {
  const { target, version, expires, signature } = query;
  const expiresAt = Number(expires);
  if (
    !PREVIEW_TARGETS.includes(target as PreviewTarget) ||
    typeof version !== 'string' ||
    !VERSION_ID.test(version) ||
    typeof expires !== 'string' ||
    !/^\d{1,15}$/.test(expires) ||
    typeof signature !== 'string'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const preview: Preview = { target: target as PreviewTarget, version, expires: expiresAt };
  const expected = Buffer.from(signatureOf(secret, preview));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  // A link that claims a longer life than any link gets was not made by preview-link.
  if (expiresAt <= now || expiresAt > now + PREVIEW_LINK_MAX_MS + 60_000) return { ok: false, reason: 'expired' };
  return { ok: true, preview };
}
