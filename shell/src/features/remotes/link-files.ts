/**
 * `prefetch`: a file the member may need (lowest priority, into the HTTP cache). `preload`: a file
 * of the page being navigated to, fetched beside the remote's entry and routes module instead of
 * after them (high priority, used within moments).
 */
export type Urgency = 'prefetch' | 'preload';

/** Files asked for (or being) in this document, by URL. */
const requested = new Set<string>();

/** A link already in the page (the BFF's preloads for it, or one of ours) for this file. */
const alreadyLinked = (url: string): boolean =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="prefetch"]')].some(
    (link) => link.href === url,
  );

/**
 * Has the browser fetch each of `urls` (scripts, and stylesheets by their `.css` ending) without
 * running or applying it — each once per document, none the page already links. It is fetched
 * without CORS, as the chunk loaders and the federation runtime load scripts, so their later load
 * is a cache hit. A prefetch is done either way; a file that failed may be asked for again. A
 * preload stays until the page's own request has used it (Chromium matches them by the link).
 */
export function linkFiles(urls: Iterable<string>, urgency: Urgency): void {
  for (const url of urls) {
    if (requested.has(url) || alreadyLinked(url)) continue;
    requested.add(url);
    const link = document.createElement('link');
    link.rel = urgency;
    link.as = new URL(url, document.baseURI).pathname.endsWith('.css') ? 'style' : 'script';
    link.href = url;
    if (urgency === 'prefetch') link.addEventListener('load', () => link.remove(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        requested.delete(url);
      },
      { once: true },
    );
    document.head.append(link);
  }
}
