import { CARD_QUERY } from './card-shortcut.ts';

/**
 * The page's own path, query and hash without `card=open`: where the page stays once the card
 * opened by the query is closed, so that a reload or Back does not open it again.
 */
export function withoutCardQuery(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(CARD_QUERY.name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
