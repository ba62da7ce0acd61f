/**
 * `text` as a URL (against `base`), or null when it is none: what `URL.parse` does, for the
 * browsers that lack it (Safari before 18, Chrome before 126: phones members still hold).
 */
export function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
