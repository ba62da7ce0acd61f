import { pageChunksForPath } from './page-chunks-for-path.ts';
import { type PageChunks, pageChunksFromManifest } from './page-chunks-from-manifest.ts';
import { preloadsFromManifest } from './preloads-from-manifest.ts';

/** How long a manifest read is trusted before the next page asks its origin again (If-None-Match). */
const REVALIDATE_AFTER_MS = 2_000;
/** A manifest request slower than this is abandoned (the page never waits for it anyway). */
const FETCH_TIMEOUT_MS = 2_000;
/** Manifests kept at most (one per remote version in use: canaries and previews add a few). */
const MAX_ENTRIES = 32;

interface Entry {
  etag: string | undefined;
  urls: string[];
  pages: PageChunks[];
  checkedAt: number;
  revalidating: Promise<void> | undefined;
}

export interface RemotePreloads {
  /**
   * The scripts to preload for a page of the remote whose manifest is at `manifestUrl` (the
   * version the BFF chose for this visitor): remoteEntry.js, its `./routes` expose chunks and,
   * when the manifest says which chunks each page needs, those of the page at `pathname`.
   * Never waits: what is cached now (possibly a few seconds old) or nothing; a read that is due
   * is started in the background for the next page. A remote that is down has nothing cached.
   */
  preloadsFor(manifestUrl: string, pathname?: string): string[];
}

/**
 * The BFF's cache of remote manifests, for the preloads it writes into index.html and sends as
 * 103 Early Hints. Each manifest is read from its origin, kept by URL and revalidated by ETag;
 * a remote switched to a new version answers with a new ETag and its new files replace the old
 * ones; a remote that fails to answer is dropped (no preload of files that may be gone). The page
 * never waits for any of it, so a remote that is down costs a page nothing.
 */
export function createRemotePreloads(fetchImpl: typeof fetch = fetch, now: () => number = Date.now): RemotePreloads {
  const entries = new Map<string, Entry>();

  const revalidate = (manifestUrl: string, entry: Entry | undefined): Promise<void> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (entry?.etag) headers['if-none-match'] = entry.etag;
    return fetchImpl(manifestUrl, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then(async (response) => {
        if (response.status === 304 && entry) {
          entry.checkedAt = now();
          return;
        }
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        const manifest: unknown = await response.json();
        const urls = preloadsFromManifest(manifestUrl, manifest);
        if (!urls) throw new Error(`${manifestUrl} is not a manifest the portal can read`);
        entries.delete(manifestUrl);
        entries.set(manifestUrl, {
          etag: response.headers.get('etag') ?? undefined,
          urls,
          pages: pageChunksFromManifest(manifestUrl, manifest),
          checkedAt: now(),
          revalidating: undefined,
        });
        // Oldest first in a Map: drop the least recently read versions beyond the bound.
        for (const key of entries.keys()) {
          if (entries.size <= MAX_ENTRIES) break;
          entries.delete(key);
        }
      })
      .catch(() => {
        // Down, gone or unreadable: no preloads (its files may be gone), and asked again only
        // after the usual interval, so a dead origin costs one request every few seconds.
        entries.delete(manifestUrl);
        entries.set(manifestUrl, { etag: undefined, urls: [], pages: [], checkedAt: now(), revalidating: undefined });
      });
  };

  return {
    preloadsFor(manifestUrl, pathname) {
      const entry = entries.get(manifestUrl);
      if (!entry) {
        // First sight: read it for the next page; this one gets none.
        const placeholder: Entry = { etag: undefined, urls: [], pages: [], checkedAt: now(), revalidating: undefined };
        entries.set(manifestUrl, placeholder);
        placeholder.revalidating = revalidate(manifestUrl, undefined);
        return [];
      }
      if (!entry.revalidating && now() - entry.checkedAt >= REVALIDATE_AFTER_MS) {
        entry.revalidating = revalidate(manifestUrl, entry).finally(() => {
          entry.revalidating = undefined;
        });
      }
      if (pathname === undefined || entry.urls.length === 0) return entry.urls;
      // The page's own chunks after the entry and routes module, as the runtime asks for them.
      return [...new Set([...entry.urls, ...pageChunksForPath(pathname, entry.pages)])];
    },
  };
}
