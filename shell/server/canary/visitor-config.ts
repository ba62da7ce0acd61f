import { randomBytes } from 'node:crypto';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../context.ts';
import { previewOf } from '../preview/preview-cookie.ts';
import type { Preview } from '../preview/preview-link.ts';
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
  /** True when the remote list depends on the visitor (a canary is live, a preview): the answer is private. */
  personal: boolean;
  /** The preview this browser opened, shown in the page's preview bar; null without one. */
  preview: Preview | null;
}

/**
 * The remote list this browser gets: for each remote with a live canary (not aborted), the
 * candidate's manifest when the visitor's id falls in its share, else the live manifest; and the
 * previewed version when the browser opened a preview link. A browser without a visitor id gets
 * one (a cookie) when a canary is live. Everything that writes a page's remote list (index.html,
 * /config.json) goes through here.
 */
export function visitorConfig(ctx: BffContext, request: FastifyRequest, reply: FastifyReply): VisitorConfig {
  const { canaries, ...config } = ctx.config.current();
  const live = Object.entries(canaries).filter(
    ([remote, canary]) => canary && canary.share > 0 && !ctx.canary.isAborted(remote, canary.version),
  );
  const preview = previewOf(request, request.log);
  if (live.length === 0 && !preview) {
    return { config: { ...config, canaries: {} }, json: JSON.stringify(config), personal: false, preview: null };
  }

  const chosen = { ...config, remotes: { ...config.remotes } };
  if (live.length > 0) {
    const visitor = visitorIdOf(ctx, request, reply);
    for (const [remote, canary] of live) {
      if (canary && inCanary(visitor, remote, canary.version, canary.share)) {
        chosen.remotes[remote as RemoteName] = versionManifestUrl(config.remotes[remote as RemoteName], canary.version);
      }
    }
  }
  // A preview wins over the canary: the team looks at exactly the version it asked for.
  if (preview?.target === 'pop-ups') {
    chosen.popUpSource = config.popUpSource ? versionManifestUrl(config.popUpSource, preview.version) : null;
  } else if (preview) {
    chosen.remotes[preview.target] = versionManifestUrl(config.remotes[preview.target], preview.version);
  }
  return { config: { ...chosen, canaries: {} }, json: JSON.stringify(chosen), personal: true, preview };
}

/** The browser's visitor id, given one (a cookie) when it has none. */
function visitorIdOf(ctx: BffContext, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && VISITOR_ID.test(existing)) return existing;
  const visitor = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, visitor, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.settings.secureCookies,
    path: '/',
    maxAge: VISITOR_MAX_AGE_SECONDS,
  });
  return visitor;
}
