import { manifestBase } from './manifest-base.ts';

/**
 * The key of a remote's `mf-manifest.json` that names its server build — the same route table
 * built for Node (docs/decisions/0046-server-rendered-remote-pages.md) — and pins it by its
 * SHA-256: `{ "file": "server/routes.js", "sha256": "<base64>" }`. The federation runtime ignores it.
 */
export const SERVER_BUILD_KEY = 'portalServerBuild';

/** A remote version's server build: where it is, and the digest its bytes must have. */
export interface ServerBuild {
  url: string;
  sha256: string;
}

const SHA256_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The server build a manifest names, resolved as the browser's files are (manifest-base.ts), or
 * null when the manifest names none, names it badly, or names a file on another origin than the
 * manifest's own: the renderer loads code from the remotes' configured origins only.
 */
export function serverBuildFromManifest(manifestUrl: string, manifestText: string): ServerBuild | null {
  let manifest: { metaData?: { publicPath?: unknown }; [SERVER_BUILD_KEY]?: unknown };
  try {
    manifest = JSON.parse(manifestText) as typeof manifest;
  } catch {
    return null;
  }
  const entry = manifest[SERVER_BUILD_KEY] as { file?: unknown; sha256?: unknown } | undefined;
  if (!entry || typeof entry.file !== 'string' || typeof entry.sha256 !== 'string') return null;
  if (!SHA256_BASE64.test(entry.sha256)) return null;
  const base = manifestBase(manifestUrl, manifest.metaData?.publicPath);
  if (!base) return null;
  const url = new URL(entry.file, base);
  if (url.origin !== new URL(manifestUrl).origin) return null;
  return { url: url.href, sha256: entry.sha256 };
}
