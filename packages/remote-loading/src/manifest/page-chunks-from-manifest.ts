import { manifestBase } from './manifest-base.ts';
import { manifestFiles } from './manifest-files.ts';

/**
 * A page of a remote (its React Router path pattern) and the absolute URLs of its own scripts and
 * stylesheets (told apart by their `.css` ending).
 */
export interface PageChunks {
  path: string;
  urls: string[];
}

/**
 * The scripts and stylesheets of each page of a remote, from the `portalRouteChunks` its build wrote into the
 * manifest (packages/remote-loading/src/build/route-chunks-plugin.ts), resolved like the manifest's other files
 * and kept only on the manifest's origin (the CSP allows no other). A manifest without them (an
 * older build, a dev server) or with anything unreadable in them gives none.
 */
export function pageChunksFromManifest(manifestUrl: string, manifest: unknown): PageChunks[] {
  const read = manifest as { metaData?: { publicPath?: unknown }; portalRouteChunks?: unknown } | null;
  const pages = read?.portalRouteChunks;
  const base = manifestBase(manifestUrl, read?.metaData?.publicPath);
  if (!Array.isArray(pages) || !base) return [];
  return pages.flatMap((page: { path?: unknown; js?: unknown; css?: unknown }) => {
    if (typeof page?.path !== 'string' || !page.path.startsWith('/') || !Array.isArray(page.js)) return [];
    // `css` came later (an older build has none): stylesheets only when they are named properly.
    const styles = Array.isArray(page.css)
      ? page.css.filter((file) => typeof file === 'string' && file.endsWith('.css'))
      : [];
    const urls = manifestFiles(manifestUrl, base, [...page.js, ...styles]);
    return urls.length > 0 ? [{ path: page.path, urls }] : [];
  });
}
