/**
 * A published version's id, as the deploy store names it (packages/remote-origin): the first 12
 * hex characters of its content hash. The one pattern for it: the deploy store, preview links,
 * runtime config, telemetry, the BFF's pages and the service worker all read versions with it.
 */
export const VERSION_ID = /^[0-9a-f]{12}$/;

const VERSION_FOLDER = /\/v\/([0-9a-f]{12})\//;

/**
 * The version whose folder a URL or path is in (`<origin>/v/<id>/…`, as a remote's origin serves
 * each published version), or undefined for anything else (a live manifest, `publicPath: auto`).
 */
export function versionInUrl(url: string): string | undefined {
  return VERSION_FOLDER.exec(url)?.[1];
}

/**
 * The version a remote's manifest serves: its origin writes `publicPath: <origin>/v/<id>/`.
 * Undefined for any other manifest (a development build's `auto`).
 */
export function versionOfManifest(manifest: unknown): string | undefined {
  const publicPath = (manifest as { metaData?: { publicPath?: unknown } } | null)?.metaData?.publicPath;
  return typeof publicPath === 'string' ? versionInUrl(publicPath) : undefined;
}
