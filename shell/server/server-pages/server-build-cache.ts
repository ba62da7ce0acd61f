import { createHash } from 'node:crypto';
import type { ServerBuild } from '@portal/remote-loading/manifest/server-build-from-manifest';

/** How long the BFF waits for a server build from a remote's origin (the page falls back meanwhile). */
const FETCH_TIMEOUT_MS = 3_000;
/** Server builds kept, checked: a current and a candidate version of each remote, and some spare. */
const KEPT = 12;
/** A server build that could not be had is not asked for again for this long. */
const RETRY_AFTER_MS = 10_000;

/** Reads a file from a remote's origin: its bytes, or why not. */
type Fetch = (url: string) => Promise<Uint8Array>;

const fetchBytes: Fetch = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

/**
 * Remote server builds by digest: fetched from the remote's origin (the URL its manifest names,
 * on the manifest's own origin: packages/remote-loading/src/manifest/server-build-from-manifest.ts)
 * and kept only when their SHA-256 is the one the manifest pins. A build whose bytes differ — half-copied, or another
 * version's file served by a cache — is refused and never evaluated.
 */
export function createServerBuildCache(fetchFile: Fetch = fetchBytes) {
  const kept = new Map<string, Promise<string>>();
  const refused = new Map<string, { until: number; problem: string }>();
  return {
    /** The build's code, or a rejection saying why it cannot be used. */
    load(build: ServerBuild): Promise<string> {
      const known = kept.get(build.sha256);
      if (known) return known;
      const failure = refused.get(build.url);
      if (failure && failure.until > Date.now()) return Promise.reject(new Error(failure.problem));
      const loading = fetchFile(build.url).then((bytes) => {
        const digest = createHash('sha256').update(bytes).digest('base64');
        if (digest !== build.sha256) {
          throw new Error(`${build.url} has the digest ${digest}, not the ${build.sha256} its manifest pins: refused.`);
        }
        return new TextDecoder().decode(bytes);
      });
      kept.set(build.sha256, loading);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      loading.catch((error: unknown) => {
        kept.delete(build.sha256);
        refused.set(build.url, { until: Date.now() + RETRY_AFTER_MS, problem: String((error as Error).message) });
      });
      return loading;
    },
  };
}

export type ServerBuildCache = ReturnType<typeof createServerBuildCache>;
