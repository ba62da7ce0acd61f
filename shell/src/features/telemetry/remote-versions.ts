import type { RemoteName } from '@portal/contracts/route-map';
import { UNKNOWN_VERSION } from '@portal/contracts/telemetry';
import { versionOfManifest } from '@portal/contracts/version-id';

/**
 * What each remote's manifest said in this page: the version it serves (its origin writes
 * `publicPath: <origin>/v/<id>/`, packages/remote-origin) or that it could not be fetched. The
 * federation runtime's fetch hook notes both (federation-runtime.ts); telemetry tags events with
 * the version and tells a manifest failure from a failed entry script.
 */
const versions = new Map<RemoteName, string>();
const manifestFailures = new Set<RemoteName>();

/** Notes the manifest a remote answered with. */
export function noteManifest(remote: RemoteName, manifest: unknown): void {
  manifestFailures.delete(remote);
  const id = versionOfManifest(manifest);
  if (id) versions.set(remote, id);
}

/** Notes that a remote's manifest could not be fetched (after its retries). */
export function noteManifestFailure(remote: RemoteName): void {
  manifestFailures.add(remote);
}

/** True when the last try to fetch the remote's manifest failed. */
export const manifestFailed = (remote: RemoteName): boolean => manifestFailures.has(remote);

/** The version of `owner` this page runs, or 'unknown' (not loaded yet, or the shell). */
export function versionOf(owner: RemoteName | 'shell'): string {
  return owner === 'shell' ? UNKNOWN_VERSION : (versions.get(owner) ?? UNKNOWN_VERSION);
}
