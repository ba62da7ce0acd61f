import { randomBytes } from 'node:crypto';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../context.ts';
import { inCanary } from './canary-bucket.ts';
import { versionManifestUrl } from './version-manifest-url.ts';

/** The first-party cookie that keeps a visitor on the same side of every canary (a random id, nothing else). */
export const VISITOR_COOKIE = 'portal_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The config a browser gets (its remote list chosen for it), and its JSON without the canaries. */
export interface VisitorConfig {
  config: RuntimeConfig;
  json: string;
  /** True when the remote list depends on the visitor (a canary is live): the answer is private. */
  personal: boolean;
}

/**
 * The remote list this browser gets: for each remote with a live canary (not aborted), the
 * candidate's manifest when the visitor's id falls in its share, else the live manifest. A browser
 * without a visitor id gets one (a cookie) when a canary is live. Everything that writes a page's
 * remote list (index.html, /config.json) goes through here.
 */
export function visitorConfig(ctx: BffContext, request: FastifyRequest, reply: FastifyReply): VisitorConfig {
  const { canaries, ...config } = ctx.config.current();
  const live = Object.entries(canaries).filter(
    ([remote, canary]) => canary && canary.share > 0 && !ctx.canary.isAborted(remote, canary.version),
  );
  if (live.length === 0) return { config: { ...config, canaries: {} }, json: JSON.stringify(config), personal: false };

  let visitor = request.cookies[VISITOR_COOKIE];
  if (!visitor || !VISITOR_ID.test(visitor)) {
    visitor = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, visitor, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.settings.secureCookies,
      path: '/',
      maxAge: VISITOR_MAX_AGE_SECONDS,
    });
  }
  const remotes = { ...config.remotes };
  for (const [remote, canary] of live) {
    if (canary && inCanary(visitor, remote, canary.version, canary.share)) {
      remotes[remote as RemoteName] = versionManifestUrl(config.remotes[remote as RemoteName], canary.version);
    }
  }
  const chosen = { ...config, remotes };
  return { config: { ...chosen, canaries: {} }, json: JSON.stringify(chosen), personal: true };
}
