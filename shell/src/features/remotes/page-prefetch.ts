// Part of the lazy federation runtime's chunk (federation-runtime.ts imports it): /login's entry
// carries none of it.
//
// Why: the idle prefetch warmed a remote's entry and `./routes` module, so a click into it only
// ran them — and then the page's own chunk (and its stylesheet) was fetched, one more round trip
// on a slow line (bench: / → /rewards on slow 4G after the prefetch, 521 ms against the
// monolith's 319). The remote's manifest names each page's chunks (`portalRouteChunks`, the same
// the BFF preloads for the page it serves), so the pages a member can reach from here are warmed
// too.
import { pageChunksForPath } from '@portal/contracts/remote-manifest/page-chunks-for-path';
import { type PageChunks, pageChunksFromManifest } from '@portal/contracts/remote-manifest/page-chunks-from-manifest';
import type { RemoteName } from '@portal/contracts/route-map';

/** Each remote's pages and their files, from the manifest the runtime read last. */
const pagesByRemote = new Map<RemoteName, PageChunks[]>();
/** Files prefetched (or being prefetched) in this document, by URL. */
const requested = new Set<string>();

/** Remembers a remote's pages from a manifest the runtime read (fetched, or inline in the page). */
export function notePageChunks(remote: RemoteName, manifestUrl: string, manifest: unknown): void {
  pagesByRemote.set(remote, pageChunksFromManifest(manifestUrl, manifest));
}

/**
 * Fetches, at the lowest priority and into the HTTP cache, the scripts and stylesheets of the
 * remote's pages at `pathnames` — each file once per document. `rel=prefetch`, not `preload`: the
 * member may never open the page, and a prefetch is neither reported as unused nor, when it fails,
 * handed to the page's own request the way a failed preload is (spent-preloads.ts); it is fetched
 * without CORS, as the remote's chunk loader fetches its chunks, so the later load is a cache hit
 * (chunks are immutable). A remote whose manifest names no pages (an older build) prefetches
 * nothing.
 */
export function prefetchPages(remote: RemoteName, pathnames: Iterable<string>): void {
  const pages = pagesByRemote.get(remote);
  if (!pages || pages.length === 0) return;
  for (const pathname of pathnames) {
    for (const url of pageChunksForPath(pathname, pages)) {
      if (requested.has(url)) continue;
      requested.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = new URL(url).pathname.endsWith('.css') ? 'style' : 'script';
      link.href = url;
      // Done either way: a file that failed may be asked for again by a later prefetch.
      link.addEventListener('load', () => link.remove(), { once: true });
      link.addEventListener(
        'error',
        () => {
          link.remove();
          requested.delete(url);
        },
        { once: true },
      );
      document.head.append(link);
    }
  }
}
