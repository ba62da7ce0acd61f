// Why this exists: Chromium keeps every `<link rel=preload>` response (a failure too) for the one
// request that next asks for the same URL and type, even after the link element is gone. A
// remote's chunk preloaded while its origin was down (the page's own preloads, or the federation
// runtime's prefetch) hands that failure, without any network request, to the first script that
// asks for it after the origin is back — so Retry failed once for every such preload. Checked in
// Chromium: a `<script>` for a URL whose preload failed errors at once with no request; the next
// one goes to the network.

/** Preloads that failed in this document, by URL (the runtime removes its own links once they settle). */
const failed = new Set<string>();
/** Preloads already spent here: each is handed out once, so spending it again would only re-run it. */
const spent = new Set<string>();

const isPreload = (target: EventTarget | null): target is HTMLLinkElement =>
  target instanceof HTMLLinkElement && target.rel === 'preload';

/**
 * Remembers every preload that fails from now on. Called once at start, before any remote is
 * loaded or prefetched (the page's own preload links stay in the document and are found there).
 */
export function watchPreloadFailures(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (!isPreload(event.target)) return;
      failed.add(event.target.href);
      spent.delete(event.target.href);
    },
    { capture: true },
  );
}

/** Requests `url` once as a preload of kind `as` would be used, and settles when it has (or after `timeoutMs`). */
function spend(url: string, as: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // A script runs what it gets (a remote's chunk registers its modules once; its entry sets the
    // container the next load would set anyway); a stylesheet is removed before it can matter.
    const element = as === 'style' ? document.createElement('link') : document.createElement('script');
    const done = () => {
      clearTimeout(timer);
      element.remove();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    element.addEventListener('load', done);
    element.addEventListener('error', done);
    if (element instanceof HTMLLinkElement) {
      element.rel = 'stylesheet';
      element.href = url;
    } else {
      element.src = url;
    }
    document.head.append(element);
  });
}

/**
 * Before a retry of the remote whose manifest is `manifestUrl`: uses up every preload of that
 * remote that could hand the retry a stale failure — each that failed, and each preload link of it
 * still in the page (put there by the BFF; from outside there is no telling whether a
 * cross-origin one failed). A remote's files are those beside its manifest (`<base>/v/<version>/…`,
 * on the manifest's origin, the only one the CSP allows); another remote's, or the shell's, must
 * not run again. Scripts and stylesheets only: those are what a remote's loading asks for.
 * Resolves when all have settled.
 */
export async function spendPreloadsForRetry(manifestUrl: string, timeoutMs = 3_000): Promise<void> {
  const base = new URL('.', manifestUrl).href;
  const ofRemote = (url: string) => url.startsWith(base);
  const pending = new Map<string, string>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (ofRemote(link.href) && (link.as === 'script' || link.as === 'style')) pending.set(link.href, link.as);
  }
  // The runtime's own preload links are gone from the document once they failed; it preloads a
  // remote's scripts and styles, told apart by the file's extension.
  for (const url of failed) {
    if (ofRemote(url) && !pending.has(url)) pending.set(url, url.endsWith('.css') ? 'style' : 'script');
  }
  const toSpend = [...pending].filter(([url]) => !spent.has(url));
  for (const [url] of toSpend) {
    spent.add(url);
    failed.delete(url);
  }
  await Promise.all(toSpend.map(([url, as]) => spend(url, as, timeoutMs)));
}
