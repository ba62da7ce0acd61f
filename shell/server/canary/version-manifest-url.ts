/**
 * The manifest of one published version of a remote, beside its live manifest: the remote's
 * origin serves `<folder>/v/<id>/mf-manifest.json` for every published id
 * (packages/remote-origin), with its publicPath on that version's folder. This is the one place
 * that turns a chosen version into the URL the page loads (and, with it, its modulepreloads).
 */
export function versionManifestUrl(liveManifestUrl: string, version: string): string {
  return new URL(`v/${version}/mf-manifest.json`, liveManifestUrl).href;
}
