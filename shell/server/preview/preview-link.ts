import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERSION_ID } from '@portal/contracts/version-id';
import * as v from 'valibot';

/** Where a preview link lands (routes/bff-preview.ts). */
export const PREVIEW_PATH = '/bff/preview';
/** A preview link is good for at most this long. */
export const PREVIEW_LINK_MAX_MS = 3_600_000;
/**
 * What can be previewed: a remote of the route map, marketing's pop-up content, or an offer file
 * marketing staged at the provider (its version is the staged preview's id).
 */
export const PREVIEW_TARGETS = ['account', 'rewards', 'vouchers', 'info', 'pop-ups', 'offers'] as const;
export type PreviewTarget = (typeof PREVIEW_TARGETS)[number];

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

/**
 * A preview link's query, as preview-link writes it: a target, a 12-hex version, the expiry in
 * Unix milliseconds (digits) and a signature. Anything else is malformed.
 */
export const PreviewLinkQuerySchema = v.object({
  target: v.picklist(PREVIEW_TARGETS),
  version: v.pipe(v.string(), v.regex(VERSION_ID)),
  expires: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
  signature: v.string(),
});
export type PreviewLinkQuery = v.InferOutput<typeof PreviewLinkQuerySchema>;

type Verdict = { ok: true; preview: Preview } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** The preview a well-formed link names, or why it is refused: 'forged' or 'expired'. */
export function checkPreviewLink(
  secret: string,
  { signature, ...preview }: PreviewLinkQuery,
  now: number = Date.now(),
): Verdict {
  const expected = Buffer.from(signatureOf(secret, preview));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  // A link that claims a longer life than any link gets was not made by preview-link.
  if (preview.expires <= now || preview.expires > now + PREVIEW_LINK_MAX_MS + 60_000)
    return { ok: false, reason: 'expired' };
  return { ok: true, preview };
}

/** The preview a link's query names, or why it is refused: 'malformed', 'forged' or 'expired'. */
export function verifyPreviewLink(secret: string, query: unknown, now: number = Date.now()): Verdict {
  const parsed = v.safeParse(PreviewLinkQuerySchema, query);
  return parsed.success ? checkPreviewLink(secret, parsed.output, now) : { ok: false, reason: 'malformed' };
}
