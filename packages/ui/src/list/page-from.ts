/**
 * The page a list shows, from its URL's `?page=` (1-based, as members count). Anything that is
 * not a whole number of at most six digits is page 1; a number past `lastPage` is the last page.
 */
export function pageFrom(search: URLSearchParams, lastPage = Number.POSITIVE_INFINITY): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), lastPage);
}
