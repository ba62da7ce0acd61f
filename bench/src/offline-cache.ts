import type { BrowserContext, Page } from '@playwright/test';

/** The browser globals the page-side functions use (this package compiles without the DOM library). */
interface PageGlobals {
  navigator: { serviceWorker: { ready: Promise<unknown> } };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{
      keys(): Promise<Array<{ url: string }>>;
      match(request: unknown): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | undefined>;
    }>;
  };
}

export interface OfflineCacheFigures {
  /** Chromium's own installability check (`Page.getInstallabilityErrors`): none means installable. */
  installabilityErrors: string[];
  /** Bytes the service worker keeps for the member (response bodies, as stored), per cache. */
  bytesByCache: Record<string, number>;
  bytes: number;
  entries: number;
}

/**
 * What the offline service worker keeps for a signed-in member once they have opened their
 * vouchers, and whether the portal installs. `context` must be a persistent (non-incognito)
 * profile: Chromium never calls an incognito page installable. `signIn` leaves `page` signed in.
 */
export async function offlineCache(
  context: BrowserContext,
  origin: string,
  signIn: (page: Page) => Promise<void>,
): Promise<OfflineCacheFigures> {
  const page = await context.newPage();
  try {
    await signIn(page);
    await page.goto(`${origin}/vouchers`);
    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready.then(() => undefined),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // The copy, the page to start from and the vouchers remote are kept within moments of the page's idle time.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await page.evaluate(async () => {
        const { caches } = globalThis as unknown as PageGlobals;
        const names = await caches.keys();
        const code = names.find((name) => name.startsWith('portal-offline-code'));
        const data = names.find((name) => name.startsWith('portal-offline-data'));
        if (!code || !data) return false;
        const keys = await (await caches.open(code)).keys();
        return (
          keys.some((request) => request.url.endsWith('/remoteEntry.js')) &&
          Boolean(await (await caches.open(data)).match('/__offline/page.html'))
        );
      });
      if (ready) break;
      if (Date.now() > deadline) throw new Error('The service worker kept no copy within 60 s.');
      await page.waitForTimeout(500);
    }
    const kept = await page.evaluate(async () => {
      const { caches } = globalThis as unknown as PageGlobals;
      const byCache: Record<string, number> = {};
      let entries = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        let bytes = 0;
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          bytes += response ? (await response.arrayBuffer()).byteLength : 0;
          entries++;
        }
        byCache[name] = bytes;
      }
      return { byCache, entries };
    });
    return {
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      bytesByCache: kept.byCache,
      bytes: Object.values(kept.byCache).reduce((sum, bytes) => sum + bytes, 0),
      entries: kept.entries,
    };
  } finally {
    await page.close();
  }
}
