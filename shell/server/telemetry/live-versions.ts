import type { RemoteName } from '@portal/contracts/route-map';
import { versionOfManifest } from '@portal/contracts/version-id';

/** The live versions remembered per remote: the one live now and the few before it (pages loaded before a switch still report). */
export const LIVE_VERSIONS_KEPT = 4;
/** A remote's live manifest is read again at most this often, however many beacons name a version not known. */
const REREAD_AFTER_MS = 5_000;
const READ_TIMEOUT_MS = 1_500;

export interface LiveVersions {
  /**
   * True when `version` is, or was lately, the one `manifestUrl` (the remote's live manifest)
   * points at. Reads the manifest again when the version is not known and the last read is
   * older than a few seconds, so a version just switched to is known from its first beacon.
   */
  knows(remote: RemoteName, manifestUrl: string, version: string): Promise<boolean>;
}

/**
 * What the BFF itself sees of each remote's live version: its live manifest's publicPath, read
 * from the remote's origin. Bounded: LIVE_VERSIONS_KEPT versions for each of the route map's
 * remotes, and one read per remote at a time.
 */
export function createLiveVersions(fetchImpl: typeof fetch = fetch, now: () => number = Date.now): LiveVersions {
  const seen = new Map<RemoteName, { versions: string[]; readAt: number; reading: Promise<void> | undefined }>();

  const read = async (remote: RemoteName, manifestUrl: string): Promise<void> => {
    const response = await fetchImpl(manifestUrl, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    const version = response.ok ? versionOfManifest(await response.json()) : undefined;
    const entry = seen.get(remote);
    if (!entry || !version || entry.versions.includes(version)) return;
    entry.versions.unshift(version);
    entry.versions.length = Math.min(entry.versions.length, LIVE_VERSIONS_KEPT);
  };

  return {
    async knows(remote, manifestUrl, version) {
      let entry = seen.get(remote);
      if (!entry) {
        entry = { versions: [], readAt: Number.NEGATIVE_INFINITY, reading: undefined };
        seen.set(remote, entry);
      }
      if (entry.versions.includes(version)) return true;
      if (!entry.reading && now() - entry.readAt >= REREAD_AFTER_MS) {
        const current = entry;
        current.readAt = now();
        current.reading = read(remote, manifestUrl)
          .catch(() => undefined) // an origin that is down teaches nothing; asked again later
          .finally(() => {
            current.reading = undefined;
          });
      }
      await entry.reading;
      return entry.versions.includes(version);
    },
  };
}
