// The idle prefetch on a page that has not started the federation runtime — the shell's own pages,
// /login above all — in the idle prefetch's own chunk (prefetch-next.ts).
//
// Why: the idle prefetch warmed the next remote through the runtime, so /login downloaded, ran and
// started the runtime (22 kB gzip) about 2 s after its load — in Lighthouse (mobile, 4× CPU) two
// long tasks of 130–310 and 150–220 ms, inside the blocking time the page is judged by
// (docs/performance.md, "Lighthouse"). Downloading the same files without running them leaves the
// main thread to the member; the navigation into the remote then runs them from the HTTP cache.

import { RUNTIME_FILES_ID, RuntimeFilesSchema } from '@portal/contracts/runtime-files';
import { pageChunksForPath } from '@portal/remote-loading/manifest/page-chunks-for-path';
import { pageChunksFromManifest } from '@portal/remote-loading/manifest/page-chunks-from-manifest';
import { preloadsFromManifest } from '@portal/remote-loading/manifest/preloads-from-manifest';
import { routesGroupFromManifest } from '@portal/remote-loading/manifest/routes-group-from-manifest';
import { readInlineJson } from '../config/read-inline-json.ts';
import { peekInlineManifest } from './inline-manifest.ts';
import { linkFiles } from './link-files.ts';

/** Each manifest read from its origin by this document (a page that carried no copy of it), by URL. */
const read = new Map<string, Promise<unknown>>();

/** The remote's manifest from its origin, as the runtime reads it; undefined when it cannot be had. */
function readManifest(manifestUrl: string): Promise<unknown> {
  let reading = read.get(manifestUrl);
  if (!reading) {
    reading = fetch(manifestUrl, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    read.set(manifestUrl, reading);
  }
  return reading;
}

/**
 * Downloads, running none of it, what opening a remote needs first: the shell's federation runtime
 * (the scripts the BFF lists in the page), the entry and `./routes` chunks of the remote at
 * `manifestUrl`, the rest of its routes module's chunk group and the own chunks of its pages at
 * `pathnames`, each as a `rel=prefetch` (link-files.ts). The remote's files are named by the manifest the page carries
 * for it (left there for the runtime to take) or, without a copy, by the one its origin answers. A
 * manifest that cannot be had or read costs nothing: the navigation loads the remote as usual.
 */
export async function prefetchFiles(manifestUrl: string, pathnames: readonly string[]): Promise<void> {
  const runtime = readInlineJson(RUNTIME_FILES_ID, RuntimeFilesSchema) ?? [];
  linkFiles(
    runtime.map((file) => new URL(file, window.location.origin).href),
    'prefetch',
  );
  const manifest = peekInlineManifest(manifestUrl) ?? (await readManifest(manifestUrl));
  if (!manifest) return;
  const pages = pageChunksFromManifest(manifestUrl, manifest);
  linkFiles(
    [
      ...(preloadsFromManifest(manifestUrl, manifest) ?? []),
      ...routesGroupFromManifest(manifestUrl, manifest),
      ...pathnames.flatMap((pathname) => pageChunksForPath(pathname, pages)),
    ],
    'prefetch',
  );
}
