import { pageChunksForPath } from '../manifest/page-chunks-for-path.ts';
import { type PageChunks, pageChunksFromManifest } from '../manifest/page-chunks-from-manifest.ts';
import { preloadsFromManifest } from '../manifest/preloads-from-manifest.ts';
import { routesGroupFromManifest } from '../manifest/routes-group-from-manifest.ts';

/** How long a manifest read is trusted before the next page asks its origin again (If-None-Match). */
const REVALIDATE_AFTER_MS = 2_000;
/** A manifest request slower than this is abandoned (the page never waits for it anyway). */
const FETCH_TIMEOUT_MS = 2_000;
/** A read begun this recently was begun for the same page (its preloads, a moment before). */
const SAME_PAGE_MS = 10;
/** Manifests kept at most (one per remote version in use: canaries and previews add a few). */
const MAX_ENTRIES = 32;

interface Entry {
  etag: string | undefined;
  /** The manifest as read (JSON text), for the page to carry; empty when none could be read. */
  text: string;
  urls: string[];
  pages: PageChunks[];
  checkedAt: number;
  revalidating: Promise<void> | undefined;
  /** When the read under way began (a page may join it only if it began for that page). */
  readStartedAt: number;
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
  /**
   * The manifest as its origin serves it now (JSON text), for the page to carry inline: reads it
   * again (If-None-Match, so mostly a 304) and waits for that read at most `waitMs`. Undefined when
   * the read failed, was slower, or the manifest is not one the portal can read: the runtime then
   * fetches it as before. Never older than the page's request, so a page asked for after a remote
   * is switched always gets the new version.
   */
  freshManifest(manifestUrl: string, waitMs: number): Promise<string | undefined>;
  /**
   * The manifest as last read (JSON text), for a page to carry for a remote other than its own,
   * so a click to that remote does not wait for a round trip first. Never waits, like the
   * preloads: possibly a few seconds old, or undefined when none is cached (first sight, or the
   * last read failed: the runtime then fetches it). Starts a read that is due, for the next page.
   */
  lastRead(manifestUrl: string): string | undefined;
}

/**
 * The BFF's cache of remote manifests, for the preloads it writes into index.html and sends as
 * 103 Early Hints. Each manifest is read from its origin, kept by URL and revalidated by ETag;
 * a remote switched to a new version answers with a new ETag and its new files replace the old
 * ones; a remote that fails to answer is dropped (no preload of files that may be gone). The page
 * never waits for its preloads; for the manifest it carries inline (`freshManifest`) it waits at
 * most the time it names, and not at all for a remote whose last read failed or is still out.
 */
export function createRemotePreloads(fetchImpl: typeof fetch = fetch, now: () => number = Date.now): RemotePreloads {
  const entries = new Map<string, Entry>();
  /** An entry with nothing read (yet, or since the last read failed). */
  const emptyEntry = (readStartedAt: number): Entry => ({
    etag: undefined,
    text: '',
    urls: [],
    pages: [],
    checkedAt: now(),
    revalidating: undefined,
    readStartedAt,
  });

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
          text: JSON.stringify(manifest),
          // The rest of the routes module's chunk group with it: the entry would load those
          // only once it has run, one more round trip (routes-group-from-manifest.ts).
          urls: [...urls, ...routesGroupFromManifest(manifestUrl, manifest)],
          pages: pageChunksFromManifest(manifestUrl, manifest),
          checkedAt: now(),
          revalidating: undefined,
          readStartedAt: 0,
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
        entries.set(manifestUrl, emptyEntry(0));
      });
  };

  /** The entry as cached now (empty at first sight), after starting a read if one is due. */
  const cachedEntry = (manifestUrl: string): Entry => {
    const entry = entries.get(manifestUrl);
    if (!entry) {
      // First sight: read it for the next page; this one gets nothing.
      const placeholder = emptyEntry(now());
      entries.set(manifestUrl, placeholder);
      placeholder.revalidating = revalidate(manifestUrl, undefined);
      return placeholder;
    }
    if (!entry.revalidating && now() - entry.checkedAt >= REVALIDATE_AFTER_MS) {
      entry.readStartedAt = now();
      entry.revalidating = revalidate(manifestUrl, entry).finally(() => {
        entry.revalidating = undefined;
      });
    }
    return entry;
  };

  return {
    preloadsFor(manifestUrl, pathname) {
      const entry = cachedEntry(manifestUrl);
      if (pathname === undefined || entry.urls.length === 0) return entry.urls;
      // The page's own chunks after the entry and routes module, as the runtime asks for them.
      return [...new Set([...entry.urls, ...pageChunksForPath(pathname, entry.pages)])];
    },

    async freshManifest(manifestUrl, waitMs) {
      const askedAt = now();
      // A read this page started (its preloads' first sight or due read, a moment before), or the
      // first read of a manifest not read yet (at the BFF's start), or its own: not a revalidation
      // that began earlier, which may have begun before a switch.
      const current = entries.get(manifestUrl);
      // A remote that failed its last read, or whose read has been out longer than a page may
      // wait, costs the page nothing: no copy, at once (and no pile of reads to a hung origin).
      if (current && !current.revalidating && !current.text && askedAt - current.checkedAt < REVALIDATE_AFTER_MS) {
        return undefined;
      }
      if (current?.revalidating && askedAt - current.readStartedAt >= waitMs) return undefined;
      const firstRead = current !== undefined && !current.text && current.etag === undefined;
      const joined =
        current?.revalidating && (firstRead || current.readStartedAt >= askedAt - SAME_PAGE_MS)
          ? current.revalidating
          : undefined;
      let own: Promise<void> | undefined;
      if (!joined) {
        own = revalidate(manifestUrl, current);
        if (current) {
          // Out for later pages to see (joined a moment later, or known to be slow).
          const tracked: Promise<void> = own.finally(() => {
            if (current.revalidating === tracked) current.revalidating = undefined;
          });
          current.readStartedAt = askedAt;
          current.revalidating = tracked;
        }
      }
      const read = (joined ?? own ?? Promise.resolve()).then(() => {
        const entry = entries.get(manifestUrl);
        return entry && entry.checkedAt >= askedAt && entry.text ? entry.text : undefined;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, waitMs, undefined);
        timer.unref?.();
      });
      try {
        return await Promise.race([read, late]);
      } finally {
        clearTimeout(timer);
      }
    },

    lastRead(manifestUrl) {
      return cachedEntry(manifestUrl).text || undefined;
    },
  };
}
