import { manifestBase } from './manifest-base.ts';
import { manifestFiles } from './manifest-files.ts';

/** The parts of a Module Federation manifest (mf-manifest.json) a preload needs. */
interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }>;
}

/**
 * The scripts a page of this remote needs first, in the order the federation runtime asks for
 * them: its `remoteEntry.js`, then the `./routes` expose's own chunks and their stylesheets (a
 * `.css` ending tells them apart). Absolute URLs, resolved as
 * the runtime resolves them (a `publicPath` of `auto` is the manifest's own folder), and only on
 * the manifest's origin: the page's CSP allows scripts from the remotes' origins only, so a
 * preload elsewhere could never be used. Null when the manifest is not one the portal can read —
 * then nothing is preloaded.
 */
export function preloadsFromManifest(manifestUrl: string, manifest: unknown, expose = 'routes'): string[] | null {
  const read = manifest as Partial<FederationManifest> | null;
  const entry = read?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !Array.isArray(read?.exposes)) return null;
  const base = manifestBase(manifestUrl, read.metaData?.publicPath);
  if (!base) return null;
  const entryPath = entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
  const assets = read.exposes.find((item) => item?.name === expose)?.assets;
  return manifestFiles(manifestUrl, base, [
    `${entryPath}${entry.name}`,
    ...(assets?.js?.sync ?? []),
    ...(assets?.css?.sync ?? []),
  ]);
}
