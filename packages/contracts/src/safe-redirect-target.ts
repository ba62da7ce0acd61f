/** Where a member goes after signing in when the redirect target cannot be followed. */
export const DEFAULT_AFTER_LOGIN = '/';

const pathOf = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

/**
 * The one redirect sanitizer of the portal: the `redirect` parameter of /login, and wherever
 * else a member is sent back to a page they named. The target is resolved the way the browser
 * would resolve it (`new URL(target, origin)`: dot segments, `%2e`, backslashes, tabs and
 * newlines all applied) and followed only when it stays on this origin. What is returned is the
 * resolved path, query and hash, and only when that, resolved again, is itself — so a path the
 * resolution turned into `//host` (`/.//evil.example`, `/x/..//h`, `/%2e//h`, `/./\h`) is not a
 * way off the site. Anything else is the default page.
 */
export function safeRedirectTarget(target: string | null | undefined, origin: string): string {
  if (!target) return DEFAULT_AFTER_LOGIN;
  try {
    const resolved = new URL(target, origin);
    if (resolved.origin !== origin) return DEFAULT_AFTER_LOGIN;
    const path = pathOf(resolved);
    const again = new URL(path, origin);
    return again.origin === origin && pathOf(again) === path ? path : DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
