/**
 * Where the auth guard sends a signed-out visitor (requirements §3.2): `/login?redirect=<the full path they
 * asked for>`, or a plain `/login` from the root. When their session has just expired, the login
 * page is told (`sessionExpired=true`) so it can say why they are there.
 */
export function loginPathFor(
  url: { pathname: string; search: string; hash: string },
  options: { sessionExpired?: boolean } = {},
): string {
  const target = `${url.pathname}${url.search}${url.hash}`;
  const params = new URLSearchParams();
  if (options.sessionExpired) params.set('sessionExpired', 'true');
  if (target !== '/' && target !== '') params.set('redirect', target);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
