/**
 * The absolute URLs of files a remote's manifest names, resolved against `base` (its publicPath,
 * as the federation runtime resolves them: manifest-base.ts) and kept only on the manifest's own
 * origin — the shell's CSP allows scripts and stylesheets from the remotes' origins only, so a
 * file elsewhere could never be used. Anything that is not a string is left out.
 */
export function manifestFiles(manifestUrl: string, base: URL, files: readonly unknown[]): string[] {
  const origin = new URL(manifestUrl).origin;
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base))
    .filter((url) => url.origin === origin)
    .map((url) => url.href);
}
