/**
 * `prefetch`: a file the member may need (lowest priority, into the HTTP cache). `preload`: a file
 * of the page being navigated to, fetched beside the remote's entry and routes module instead of
 * after them (high priority, used within moments).
 */
export type Urgency = 'prefetch' | 'preload';

/** Files asked for (or waiting to be) in this document, by URL. */
const requested = new Set<string>();
/** Prefetches not yet linked, linked a slice at a time at the next idle moments. */
const waiting: string[] = [];
/**
 * How long one task may spend adding prefetch links before it yields. Why: each link costs the
 * main thread about 1 ms on this project's 2-core host (a request started, 3–4 ms at Lighthouse's
 * 4× CPU), and /login's idle prefetch adds a dozen: in one task that was a long task of 226–352 ms
 * in Lighthouse's simulation (29 Nov), where a tap would have waited.
 */
const SLICE_MS = 4;

/** The URLs the page already links as a preload or a prefetch (the BFF's preloads, or ours). */
const linkedNow = (): Set<string> =>
  new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="prefetch"]')].map(
      (link) => link.href,
    ),
  );

function addLink(url: string, urgency: Urgency): void {
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

// The same three lines as prefetch-remotes.ts's: shared from a module of their own, they cost
// /login's entry the bytes of a module boundary it does not have (bench/src/check-budget.ts went
// over its limit by them, 29 Nov).
const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 0);
};

/** Links waiting prefetches until the slice's time is spent; the rest at the next idle moment. */
function linkSome(): void {
  const started = performance.now();
  const linked = linkedNow();
  while (waiting.length > 0 && performance.now() - started < SLICE_MS) {
    const url = waiting.shift() as string;
    if (!linked.has(url)) addLink(url, 'prefetch');
  }
  if (waiting.length > 0) whenIdle(linkSome);
}

/**
 * Has the browser fetch each of `urls` (scripts, and stylesheets by their `.css` ending) without
 * running or applying it — each once per document, none the page already links. It is fetched
 * without CORS, as the chunk loaders and the federation runtime load scripts, so their later load
 * is a cache hit. A prefetch is linked at idle moments, a few at a time (SLICE_MS), and is done
 * either way; a file that failed may be asked for again. A preload is linked at once, and stays
 * until the page's own request has used it (Chromium matches them by the link).
 */
export function linkFiles(urls: Iterable<string>, urgency: Urgency): void {
  const linked = linkedNow();
  const fresh: string[] = [];
  for (const url of urls) {
    if (requested.has(url) || linked.has(url)) continue;
    requested.add(url);
    fresh.push(url);
  }
  if (urgency === 'preload') {
    for (const url of fresh) addLink(url, 'preload');
    return;
  }
  const idle = waiting.length === 0;
  waiting.push(...fresh);
  // At the next idle moment, not in the task that asked (it has its own work: reading manifests),
  // unless a slice is already waiting for it.
  if (idle && waiting.length > 0) whenIdle(linkSome);
}
