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

/**
 * A redirect target is followed only when it is a path on this site: it starts with one slash,
 * and is not `//host` or `/\host` (which browsers treat as another origin).
 */
export function safeRedirectTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const resolved = new URL(value, 'https://portal.invalid');
    if (resolved.origin !== 'https://portal.invalid') return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}
