// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'http://localhost:3003';
const MANIFEST = `${ORIGIN}/mf-manifest.json`;
const REMOTE = `${ORIGIN}/v/abc/static/js/async`;

/**
 * What the retry asked for: the URL of every script and stylesheet it appended to the page. They
 * are not really appended (happy-dom would try to load them); each fails at once, as a refused
 * connection does.
 */
function recordSpends(): { requested: string[] } {
  const requested: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) requested.push(`script ${node.src}`);
      else if (node instanceof HTMLLinkElement) requested.push(`${node.rel} ${node.href}`);
      if (node instanceof Element) queueMicrotask(() => node.dispatchEvent(new Event('error')));
    }
  });
  return { requested };
}

function preloadLink(href: string, as: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
  return link;
}

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('spending preloads before a retry', () => {
  it("uses up the retried remote's preloads in the page once, as the script or stylesheet they preload", async () => {
    preloadLink(`${REMOTE}/page.js`, 'script');
    preloadLink(`${REMOTE}/../../css/async/page.css`, 'style');
    preloadLink(`${window.location.origin}/static/js/own.js`, 'script');
    preloadLink('http://localhost:3001/v/def/remoteEntry.js', 'script');
    preloadLink(`${ORIGIN}/media/hero.svg`, 'image');
    const { spendPreloadsForRetry } = await import('./spent-preloads.ts');
    const { requested } = recordSpends();

    await spendPreloadsForRetry(MANIFEST, 1_000);
    expect(requested).toEqual([
      `script ${REMOTE}/page.js`,
      'stylesheet http://localhost:3003/v/abc/static/css/async/page.css',
    ]);

    // Each preload is handed out once: a second retry has nothing left to spend.
    await spendPreloadsForRetry(MANIFEST, 1_000);
    expect(requested).toHaveLength(2);
  });

  it('spends a failed preload the runtime put in and removed, and again after it fails anew', async () => {
    const { spendPreloadsForRetry, watchPreloadFailures } = await import('./spent-preloads.ts');
    watchPreloadFailures();
    const link = preloadLink(`${REMOTE}/__federation_expose_routes.js`, 'script');
    link.dispatchEvent(new Event('error'));
    link.remove();
    const { requested } = recordSpends();

    await spendPreloadsForRetry(MANIFEST, 1_000);
    expect(requested).toEqual([`script ${REMOTE}/__federation_expose_routes.js`]);

    const again = preloadLink(`${REMOTE}/__federation_expose_routes.js`, 'script');
    again.dispatchEvent(new Event('error'));
    again.remove();
    await spendPreloadsForRetry(MANIFEST, 1_000);
    expect(requested).toHaveLength(2);
  });

  it('does not wait past its limit for a request that never settles', async () => {
    preloadLink(`${REMOTE}/hung.js`, 'script');
    const { spendPreloadsForRetry } = await import('./spent-preloads.ts');
    vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    const started = Date.now();
    await spendPreloadsForRetry(MANIFEST, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
