import type { RemoteName } from '@portal/contracts/route-map';
import type { Canary } from '@portal/contracts/runtime-config';
import type { RuntimeConfigSource } from '../config/runtime-config.ts';
import type { Preview } from '../preview/preview-link.ts';
import { inCanary } from './canary-bucket.ts';

/**
 * Which version of a remote the BFF serves a visitor: a previewed one, a live canary's candidate
 * or current, or (no canary) whatever the remote's live manifest points at (`version` null: the
 * BFF did not choose it).
 */
export type ServedVersion =
  | { side: 'preview'; version: string }
  | { side: 'candidate'; version: string; candidate: string }
  | { side: 'current'; version: string | null; candidate: string }
  | { side: 'live'; version: null };

/** What choosing a version needs of the BFF's context: its runtime config and the canaries' abort state. */
export interface CanaryContext {
  config: Pick<RuntimeConfigSource, 'current'>;
  canary: { isAborted(remote: string, version: string): boolean };
}

/** The remote's canary while it is live (a share above 0, not aborted); null otherwise. */
export function liveCanaryOf(ctx: CanaryContext, remote: RemoteName): Canary | null {
  const canary = ctx.config.current().canaries[remote];
  return canary && canary.share > 0 && !ctx.canary.isAborted(remote, canary.version) ? canary : null;
}

/**
 * The version of `remote` the BFF serves this visitor (its signed visitor id, or null) with this
 * preview. The one rule both the page's remote list (visitor-config.ts) and telemetry's check of a
 * beacon (telemetry/admit-events.ts) follow, so a beacon is counted only for what was served.
 */
export function servedVersionOf(
  ctx: CanaryContext,
  remote: RemoteName,
  visitor: string | null,
  preview: Preview | null,
): ServedVersion {
  // A preview wins over the canary: the team looks at exactly the version it asked for.
  if (preview?.target === remote) return { side: 'preview', version: preview.version };
  const canary = liveCanaryOf(ctx, remote);
  if (!canary) return { side: 'live', version: null };
  if (visitor && inCanary(visitor, remote, canary.version, canary.share)) {
    return { side: 'candidate', version: canary.version, candidate: canary.version };
  }
  return { side: 'current', version: canary.current, candidate: canary.version };
}
