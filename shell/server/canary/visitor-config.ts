import { REMOTE_NAMES } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../context.ts';
import { previewOf } from '../preview/preview-cookie.ts';
import type { Preview } from '../preview/preview-link.ts';
import { liveCanaryOf, servedVersionOf } from './served-version.ts';
import { versionManifestUrl } from './version-manifest-url.ts';
import { ensureVisitorId } from './visitor-id.ts';

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
 * The remote list this browser gets: for each remote, the version served-version.ts says (a live
 * canary's candidate for a visitor in its share, the previewed version for a browser that opened a
 * preview link, else the live manifest). A browser without a signed visitor id gets one (a cookie)
 * when a canary is live. Everything that writes a page's remote list (index.html, /config.json)
 * goes through here.
 */
export function visitorConfig(ctx: BffContext, request: FastifyRequest, reply: FastifyReply): VisitorConfig {
  const { canaries: _canaries, ...config } = ctx.config.current();
  const anyCanary = REMOTE_NAMES.some((remote) => liveCanaryOf(ctx, remote));
  const preview = previewOf(request, request.log);
  if (!anyCanary && !preview) {
    return { config: { ...config, canaries: {} }, json: JSON.stringify(config), personal: false, preview: null };
  }

  const visitor = anyCanary ? ensureVisitorId(ctx.settings, request, reply) : null;
  const chosen = { ...config, remotes: { ...config.remotes } };
  for (const remote of REMOTE_NAMES) {
    const served = servedVersionOf(ctx, remote, visitor, preview);
    if (served.side !== 'candidate' && served.side !== 'preview') continue;
    chosen.remotes[remote] = versionManifestUrl(config.remotes[remote], served.version);
    if (served.side === 'candidate') ctx.telemetry.metrics.recordAssignment(remote);
  }
  if (preview?.target === 'pop-ups') {
    chosen.popUpSource = config.popUpSource ? versionManifestUrl(config.popUpSource, preview.version) : null;
  }
  return { config: { ...chosen, canaries: {} }, json: JSON.stringify(chosen), personal: true, preview };
}
