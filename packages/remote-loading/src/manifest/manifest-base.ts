/**
 * The URL a manifest's files are relative to, resolved as the federation runtime resolves it: its
 * `publicPath`, or the manifest's own folder when that is `auto` or absent. Null when it is not a
 * URL.
 */
export function manifestBase(manifestUrl: string, publicPath: unknown): URL | null {
  try {
    return new URL(
      typeof publicPath === 'string' && publicPath && publicPath !== 'auto' ? publicPath : '.',
      manifestUrl,
    );
  } catch {
    return null;
  }
}
