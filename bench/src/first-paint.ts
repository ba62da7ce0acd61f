import type { BrowserContext } from '@playwright/test';

/** What a throttled load of one page painted first. */
export interface FirstPaint {
  route: string;
  /** First paint and first contentful paint, ms after the navigation started. */
  firstPaintMs: number;
  firstContentfulPaintMs: number;
  /** The page's visible text when the first contentful paint was reported (the start of it). */
  textAtFcp: string;
  /** Cumulative layout shift from the start until the network is idle (the page has settled). */
  layoutShift: number;
  /** When the last stylesheet, and the last script, that the HTML names had arrived, ms. */
  stylesArrivedMs: number;
  scriptsArrivedMs: number;
  /** The screenshot Chromium's trace took nearest the first contentful paint (JPEG), if any. */
  frameAtFcp: Buffer | undefined;
}

/**
 * The slow line of docs/performance.md, "First paint on a slow line": 1.6 Mbps down, 750 kbps up,
 * 150 ms round trip.
 */
const THROTTLED_LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
} as const;

/** What the page holds for the measure (a browser type; this package is typed for Node). */
interface PageGlobals {
  __textAtFcp?: string;
  __layoutShift?: number;
  __fromHtml?: string[];
  document: {
    body: { innerText: string } | null;
    querySelectorAll(selector: string): Iterable<{ href?: string; src?: string }>;
    addEventListener(type: string, listener: () => void): void;
  };
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { snapshot?: string };
}

/**
 * Loads `url` in a new page of `context` on THROTTLED_LINE with the cache disabled (over CDP),
 * and reads the Paint Timing entries. What was painted is caught twice: the text the page held
 * when the browser reported its first contentful paint, and the screenshot Chromium's trace took
 * nearest it (the trace's own clock, so a busy machine does not shift it).
 * Waits for the network to be idle and the paint entries, at most `timeoutMs` each.
 */
export async function measureFirstPaint(context: BrowserContext, url: string, timeoutMs = 30_000): Promise<FirstPaint> {
  const browser = context.browser();
  if (!browser) throw new Error('measureFirstPaint needs a context of a launched browser (for its trace).');
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const page = globalThis as unknown as PageGlobals;
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0 && page.__textAtFcp === undefined) {
          // The rendered text (innerText), not the markup's: what a member could read.
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
          page.__textAtFcp = (page.document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
        }
      }).observe({ type: 'paint', buffered: true } as unknown as { type: 'mark' });
      // Cumulative layout shift (no input happens here): React replacing the served chrome must add none.
      page.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          page.__layoutShift = (page.__layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true } as unknown as { type: 'mark' });
      // The stylesheets and scripts the HTML itself names (not the chunks the code loads later).
      page.document.addEventListener('DOMContentLoaded', () => {
        page.__fromHtml = [...page.document.querySelectorAll('link[rel=stylesheet], script[src]')].map(
          (element) => element.href ?? element.src ?? '',
        );
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', THROTTLED_LINE);
    await browser.startTracing(page, {
      screenshots: true,
      categories: ['-*', 'loading', 'devtools.timeline', 'disabled-by-default-devtools.screenshot'],
    });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      // Until the page has settled (React has replaced the served chrome, the remote's page has
      // come): the layout shift counted covers that replacement.
      await page.waitForLoadState('networkidle', { timeout: timeoutMs });
      await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__textAtFcp !== undefined, undefined, {
        timeout: timeoutMs,
      });
    } finally {
      trace = await browser.stopTracing();
    }
    const timing = await page.evaluate(() => ({
      fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      text: (globalThis as unknown as PageGlobals).__textAtFcp ?? '',
      fromHtml: (globalThis as unknown as PageGlobals).__fromHtml ?? [],
      layoutShift: (globalThis as unknown as PageGlobals).__layoutShift ?? 0,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        url: entry.name,
        end: (entry as unknown as { responseEnd: number }).responseEnd,
      })),
    }));
    const lastOf = (extension: string): number =>
      Math.round(
        Math.max(
          0,
          ...timing.resources
            .filter((entry) => timing.fromHtml.includes(entry.url) && new URL(entry.url).pathname.endsWith(extension))
            .map((entry) => entry.end),
        ),
      );
    const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const fcpAt = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY;
    // The screenshot nearest the first contentful paint: a frame's time is when it began, the
    // paint's when it was presented, so the frame painted can carry a slightly earlier time.
    const frame = events
      .filter((event) => event.name === 'Screenshot' && event.args?.snapshot)
      .sort((a, b) => Math.abs(a.ts - fcpAt) - Math.abs(b.ts - fcpAt))[0];
    return {
      route: new URL(url).pathname,
      firstPaintMs: Math.round(timing.fp),
      firstContentfulPaintMs: Math.round(timing.fcp),
      textAtFcp: timing.text,
      layoutShift: Math.round(timing.layoutShift * 1000) / 1000,
      stylesArrivedMs: lastOf('.css'),
      scriptsArrivedMs: lastOf('.js'),
      frameAtFcp: frame?.args?.snapshot ? Buffer.from(frame.args.snapshot, 'base64') : undefined,
    };
  } finally {
    await page.close();
  }
}
