import type { PageChunks } from './page-chunks-from-manifest.ts';

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * How well a path pattern matches a pathname, as React Router ranks its matches: -1 when it does
 * not; otherwise static segments weigh most, then `:params`, and a `*` splat least. Static
 * segments compare case-insensitively, as React Router's do by default.
 */
function score(pattern: string[], path: string[]): number {
  let total = 0;
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index] ?? '';
    if (part === '*') return total + 1;
    const segment = path[index];
    if (segment === undefined) return part.endsWith('?') ? total : -1;
    if (part.startsWith(':')) total += 3;
    else if (part.toLowerCase() === segment.toLowerCase()) total += 10;
    else return -1;
  }
  return pattern.length === path.length ? total : -1;
}

/**
 * The scripts of the page a pathname shows: the best-matching page pattern's chunks, or none
 * when no pattern matches (the remote's own 404 needs nothing preloaded).
 */
export function pageChunksForPath(pathname: string, pages: PageChunks[]): string[] {
  const path = segmentsOf(pathname);
  let best: PageChunks | undefined;
  let bestScore = -1;
  for (const page of pages) {
    const value = score(segmentsOf(page.path), path);
    if (value > bestScore) {
      best = page;
      bestScore = value;
    }
  }
  return best?.urls ?? [];
}
