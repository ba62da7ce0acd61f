// Part of the lazy federation runtime's chunk (federation-runtime.ts imports it): /login's entry
// carries none of it.
//
// Why: the idle prefetch warmed a remote's entry and `./routes` module, so a click into it only
// ran them — and then the page's own chunk (and its stylesheet) was fetched, one more round trip
// on a slow line (bench: / → /rewards on slow 4G after the prefetch, 521 ms against the
// monolith's 319). The remote's manifest names each page's chunks (`portalRouteChunks`, the same
// the BFF preloads for the page it serves), so the pages a member can reach from here are warmed
// too, with the rest of its routes module's chunk group (`portalRoutesGroup`: the entry loads it
// only once it has run, another round trip).

import type { RemoteName } from '@portal/contracts/route-map';
import { pageChunksForPath } from '@portal/remote-loading/manifest/page-chunks-for-path';
import { type PageChunks, pageChunksFromManifest } from '@portal/remote-loading/manifest/page-chunks-from-manifest';
import { routesGroupFromManifest } from '@portal/remote-loading/manifest/routes-group-from-manifest';
import { linkFiles, type Urgency } from './link-files.ts';

/** Each remote's pages and their files, from the manifest the runtime read last. */
const pagesByRemote = new Map<RemoteName, PageChunks[]>();
/** Pages asked for before their remote's manifest was read: fetched once it is. */
const pending = new Map<RemoteName, { pathnames: string[]; urgency: Urgency }[]>();
/** Each remote's routes module's chunk group beyond its own chunk, needed by every page of it. */
const groupByRemote = new Map<RemoteName, string[]>();

/** Remembers a remote's pages from a manifest the runtime read (fetched, or inline in the page). */
export function notePageChunks(remote: RemoteName, manifestUrl: string, manifest: unknown): void {
  pagesByRemote.set(remote, pageChunksFromManifest(manifestUrl, manifest));
  groupByRemote.set(remote, routesGroupFromManifest(manifestUrl, manifest));
  const waiting = pending.get(remote);
  pending.delete(remote);
  for (const { pathnames, urgency } of waiting ?? []) fetchPages(remote, pathnames, urgency);
}

/** The routes module's chunk group (needed by any page of the remote), then each page's own files. */
function fetchPages(remote: RemoteName, pathnames: Iterable<string>, urgency: Urgency): void {
  // Gone offline since they were asked for (the manifest came first): they could only fail.
  if (!navigator.onLine) return;
  const pages = pagesByRemote.get(remote) ?? [];
  const files = [
    ...(groupByRemote.get(remote) ?? []),
    ...[...pathnames].flatMap((pathname) => pageChunksForPath(pathname, pages)),
  ];
  linkFiles(files, urgency);
}

/**
 * Fetches the scripts and stylesheets of the remote's pages at `pathnames` — each file once per
 * document, none the page already links. `rel=prefetch` for a page the member may open: it is
 * neither reported as unused nor, when it fails, handed to the page's own request the way a
 * failed preload is (spent-preloads.ts), and it is fetched without CORS, as the remote's chunk
 * loader fetches its chunks, so the later load is a cache hit (chunks are immutable). `preload`
 * for the page being opened. Before the remote's manifest is read the pages wait for it; a remote
 * whose manifest names no pages (an older build) fetches nothing.
 */
export function prefetchPages(remote: RemoteName, pathnames: string[], urgency: Urgency = 'prefetch'): void {
  if (pagesByRemote.has(remote)) fetchPages(remote, pathnames, urgency);
  else pending.set(remote, [...(pending.get(remote) ?? []), { pathnames, urgency }]);
}
