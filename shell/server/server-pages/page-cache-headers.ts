/** How long a shared cache (a CDN) may keep a visitor's page by default (VISITOR_PAGE_SHARED_SECONDS). */
export const VISITOR_PAGE_SHARED_SECONDS = 30;

/** What decides who may keep a page the BFF sends. */
export interface PageCacheInput {
  signedIn: boolean;
  /** The page's remote list was chosen for this browser (a live canary, a preview link). */
  personal: boolean;
  status: number;
  /**
   * The request carries cookies: its answer may be that browser's alone (a refusal read once, a
   * session cleared, a visitor id). Why not the answer's Set-Cookie: the cookie plugin writes it
   * only as the answer leaves, after these headers are chosen.
   */
  hasCookies: boolean;
  /** The remote that owns the page and the version it was drawn with; undefined for the shell's own pages. */
  owner: { name: string; version: string } | undefined;
  /** VISITOR_PAGE_SHARED_SECONDS; 0: no page is kept by a shared cache. */
  sharedSeconds: number;
}

/**
 * The caching headers of a page (docs/architecture.md, "Caching the pages"):
 * - a member's page holds their figures: `private, no-store`;
 * - a visitor's page that is the same for every visitor without cookies (asked for without any,
 *   no canary or preview chose its remotes, a 200) may be kept by a CDN for `sharedSeconds`, and is
 *   revalidated by the browser each time (`max-age=0`). `Vary: Cookie` keeps a member's page and a
 *   visitor's apart (and `Accept-Encoding` the page's brotli, gzip and plain copies), and the `Surrogate-Key` names the version it was drawn with, so a deploy,
 *   rollback or canary promote can purge exactly the pages of the version it replaced;
 * - any other visitor's page: `private, no-cache`, as before.
 */
export function pageCacheHeaders(input: PageCacheInput): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Cookie, Accept-Encoding' };
  if (input.signedIn) return { ...headers, 'cache-control': 'private, no-store' };
  const shared = input.sharedSeconds > 0 && !input.personal && !input.hasCookies && input.status === 200;
  if (!shared) return { ...headers, 'cache-control': 'private, no-cache' };
  return {
    ...headers,
    'cache-control': `public, max-age=0, s-maxage=${input.sharedSeconds}`,
    'surrogate-key': input.owner ? `portal-pages ${input.owner.name}-${input.owner.version}` : 'portal-pages shell',
  };
}
