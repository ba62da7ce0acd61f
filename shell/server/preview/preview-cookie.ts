import { VERSION_ID } from '@portal/contracts/version-id';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../config/settings.ts';
import { PREVIEW_TARGETS, type Preview, type PreviewTarget } from './preview-link.ts';

/** The cookie an opened preview link leaves: this browser alone gets the previewed version until it expires. */
const PREVIEW_COOKIE = 'portal_preview';

/** Sets the signed preview cookie (signed with BFF_SECRET by @fastify/cookie), expiring with the link. */
export function setPreviewCookie(reply: FastifyReply, settings: BffSettings, preview: Preview): void {
  reply.setCookie(PREVIEW_COOKIE, JSON.stringify(preview), {
    signed: true,
    httpOnly: true,
    // Lax: the link is opened from a chat or a mail, and its redirect must carry the cookie.
    sameSite: 'lax',
    secure: settings.secureCookies,
    path: '/',
    expires: new Date(preview.expires),
  });
}

export function clearPreviewCookie(reply: FastifyReply, settings: BffSettings): void {
  reply.clearCookie(PREVIEW_COOKIE, { path: '/', sameSite: 'lax', secure: settings.secureCookies, httpOnly: true });
}

/**
 * The preview this browser asked for, or null. A cookie whose signature does not hold, or that
 * is unreadable or past its time, is refused and logged.
 */
export function previewOf(request: FastifyRequest, log: FastifyBaseLogger, now: number = Date.now()): Preview | null {
  const raw = request.cookies[PREVIEW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  let preview: Preview | null = null;
  if (unsigned.valid && unsigned.value !== null) {
    try {
      const parsed = JSON.parse(unsigned.value) as Partial<Preview>;
      if (
        PREVIEW_TARGETS.includes(parsed.target as PreviewTarget) &&
        typeof parsed.version === 'string' &&
        VERSION_ID.test(parsed.version) &&
        typeof parsed.expires === 'number'
      ) {
        preview = { target: parsed.target as PreviewTarget, version: parsed.version, expires: parsed.expires };
      }
    } catch {
      preview = null;
    }
  }
  if (!preview || preview.expires <= now) {
    log.warn({ reason: unsigned.valid ? 'expired or unreadable' : 'forged' }, 'preview cookie refused');
    return null;
  }
  return preview;
}
