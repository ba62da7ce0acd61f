/**
 * Where the auth guard sends a signed-out visitor (spec §2): `/login?redirect=<the full path they
 * asked for>`, or a plain `/login` from the root.
 */
export function loginPathFor(url: { pathname: string; search: string; hash: string }): string {
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target === '/' || target === '') return '/login';
  return `/login?${new URLSearchParams({ redirect: target }).toString()}`;
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
