import { manifestBase } from './manifest-base.ts';
import { manifestFiles } from './manifest-files.ts';

/**
 * The files a remote's `./routes` module needs loaded with it beyond its own chunk (the
 * `portalRoutesGroup` its build wrote into the manifest: packages/remote-loading/src/build/routes-group.ts):
 * absolute URLs, resolved like the manifest's other files and kept only on the manifest's origin
 * (the CSP allows no other). None for a manifest without them (an older build, a dev server) or
 * with anything unreadable in them.
 */
export function routesGroupFromManifest(manifestUrl: string, manifest: unknown): string[] {
  const read = manifest as { metaData?: { publicPath?: unknown }; portalRoutesGroup?: unknown } | null;
  const files = read?.portalRoutesGroup;
  const base = manifestBase(manifestUrl, read?.metaData?.publicPath);
  if (!Array.isArray(files) || !base) return [];
  return manifestFiles(
    manifestUrl,
    base,
    files.filter((file) => typeof file === 'string' && /\.(js|css)$/.test(file)),
  );
}
