import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** One request the page made before it was usable. */
interface Seen {
  id: string;
  url: string;
  type: string;
  initiatorUrl: string | undefined;
  /** Bytes on the wire (headers + body, compressed as served). */
  transferred: number;
  body: Buffer | undefined;
}

export interface RouteNetwork {
  route: string;
  requests: number;
  /** Requests one after another, each started by the one before (the document counts as 1). */
  longestChain: number;
  chain: string[];
  js: { raw: number; gzip: number; brotli: number; files: number };
  css: { raw: number; gzip: number; brotli: number; files: number };
  transferred: number;
  /** The scripts, biggest first: where from and gzip bytes. */
  scripts: { url: string; gzip: number }[];
  /** How many downloaded scripts carry each library (1 is the only right answer). */
  copies: { react: number; reactDom: number; reactDomClient: number };
}

// Markers of each library's module in a production build (they survive minification).
const MARKERS = {
  react: '.useState=function',
  reactDom: 'findDOMNode:null',
  reactDomClient: '.createRoot=function',
} as const;

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function initiatorOf(initiator: {
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: unknown };
}): string | undefined {
  if (initiator.url) return initiator.url;
  // A script-initiated request: the innermost frame with a URL is the script that asked.
  let stack = initiator.stack as { callFrames: { url: string }[]; parent?: unknown } | undefined;
  while (stack) {
    const frame = stack.callFrames.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
    stack = stack.parent as typeof stack;
  }
  return undefined;
}

/**
 * Loads `route` in a page of `context` and records every request made until the page is usable
 * (`ready` is visible), then waits for the network to be quiet for 500 ms so their bodies arrive. Sizes are measured on the
 * bodies themselves (gzip -9 and brotli -11), so they do not depend on how a server compressed.
 */
export async function measureRoute(
  context: BrowserContext,
  origin: string,
  route: string,
  ready: (page: Page) => Promise<void>,
): Promise<RouteNetwork> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, Seen>();
  const pending: Promise<void>[] = [];
  // Only what the page asked for before it was usable counts: after that the page is idle, and its
  // idle work (the prefetch of the next remote, the pop-up content, card codes) is not what a
  // member waits for. On a slow host it used to land inside the quiet-network wait and be counted.
  let usable = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (usable || event.request.url.startsWith('data:')) return;
    seen.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiatorUrl: initiatorOf(event.initiator),
      transferred: 0,
      body: undefined,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId);
    if (!request) return;
    request.transferred = event.encodedDataLength;
    if (request.type === 'Script' || request.type === 'Stylesheet') {
      pending.push(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then(({ body, base64Encoded }) => {
            request.body = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          })
          .catch(() => undefined),
      );
    }
  });

  // Idle work never starts here: on a busy host the page can be idle for 2 s before its heading
  // shows, and the prefetch of the next remote then came before "usable" and was counted.
  await page.addInitScript('window.requestIdleCallback = () => 0;');
  await page.goto(`${origin}${route}`);
  await ready(page);
  usable = true;
  // The bodies of what was asked for before are still arriving.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();

  const requests = [...seen.values()];
  const byUrl = new Map(requests.map((request) => [request.url, request]));
  const chainOf = (request: Seen, visited = new Set<string>()): string[] => {
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : undefined;
    if (!parent || parent === request || visited.has(parent.url)) return [request.url];
    visited.add(request.url);
    return [...chainOf(parent, visited), request.url];
  };
  let chain: string[] = [];
  for (const request of requests) {
    const candidate = chainOf(request);
    if (candidate.length > chain.length) chain = candidate;
  }
  const sum = (type: string) => {
    const files = requests.filter((request) => request.type === type && request.body);
    return {
      raw: files.reduce((total, file) => total + (file.body?.length ?? 0), 0),
      gzip: files.reduce((total, file) => total + (file.body ? gzipSize(file.body) : 0), 0),
      brotli: files.reduce((total, file) => total + (file.body ? brotliSize(file.body) : 0), 0),
      files: files.length,
    };
  };
  const scripts = requests.filter((request) => request.type === 'Script' && request.body);
  const copies = (marker: string) => scripts.filter((script) => script.body?.includes(marker)).length;
  return {
    route,
    requests: requests.length,
    longestChain: chain.length,
    chain: chain.map((url) => new URL(url).pathname),
    js: sum('Script'),
    css: sum('Stylesheet'),
    transferred: requests.reduce((total, request) => total + request.transferred, 0),
    scripts: scripts
      .map((script) => ({ url: script.url, gzip: script.body ? gzipSize(script.body) : 0 }))
      .sort((a, b) => b.gzip - a.gzip),
    copies: {
      react: copies(MARKERS.react),
      reactDom: copies(MARKERS.reactDom),
      reactDomClient: copies(MARKERS.reactDomClient),
    },
  };
}

/** Slow 4G as Lighthouse's mobile preset models it: 150 ms round trips, 1.6 Mbit/s down. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * A signed-in member on `from` clicks the link to `to` (on slow 4G): milliseconds from the click
 * until the new page's heading shows. `idleMs` is how long the member stays before clicking —
 * long enough for the idle prefetch, or not at all. The click is dispatched without a hover, so
 * only the idle prefetch can have warmed the next remote.
 */
export async function measureNavigation(
  context: BrowserContext,
  origin: string,
  from: string,
  to: string,
  idleMs: number,
): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A first visit (nothing cached), but with the HTTP cache on, as a member's browser has it:
  // what the idle prefetch fetches with `rel=prefetch` goes into that cache, and the next page
  // takes it from there. With the cache disabled (before 24 Nov) only preloads could count.
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(`${origin}${from}`);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 60_000 });
  const before = await heading.textContent();
  if (idleMs > 0) await page.waitForTimeout(idleMs);
  const started = Date.now();
  await page.locator(`a[href="${to}"]`).first().dispatchEvent('click');
  await page.waitForFunction(
    (previous) => {
      // Runs in the page; this package is typed for Node, so the DOM is described here.
      const page = globalThis as unknown as {
        location: { pathname: string };
        document: {
          querySelector(selector: string): { textContent: string | null; checkVisibility(): boolean } | null;
        };
      };
      const heading = page.document.querySelector('h1');
      return (
        page.location.pathname !== '/' &&
        heading !== null &&
        heading.textContent !== previous &&
        heading.checkVisibility()
      );
    },
    before,
    { timeout: 60_000 },
  );
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}
