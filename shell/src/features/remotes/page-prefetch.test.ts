// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const MANIFEST_URL = 'https://rewards.example/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'https://rewards.example/v/abc/' },
  portalRouteChunks: [
    { path: '/rewards', js: ['static/js/async/catalogue.js'], css: ['static/css/async/catalogue.css'] },
    { path: '/rewards/:rewardId', js: ['static/js/async/detail.js', 'static/js/async/catalogue.js'] },
  ],
};

// A fresh module per test: what was prefetched is remembered for the document's life.
const freshModule = async () => {
  vi.resetModules();
  return import('./page-prefetch.ts');
};
const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('as'),
    link.href,
  ]);

// Prefetches are linked at idle moments, here at once; and with a clock that stands still, all in
// the first slice (link-files.test.ts spreads them).
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
  vi.spyOn(performance, 'now').mockReturnValue(0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('prefetching the pages of a remote', () => {
  it("prefetches each page's scripts and stylesheets, each file once, from the manifest read last", async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    notePageChunks('rewards', MANIFEST_URL, manifest);
    prefetchPages('rewards', ['/rewards', '/rewards/r-1', '/rewards/r-2']);
    expect(prefetchLinks()).toEqual([
      ['script', 'https://rewards.example/v/abc/static/js/async/catalogue.js'],
      ['style', 'https://rewards.example/v/abc/static/css/async/catalogue.css'],
      ['script', 'https://rewards.example/v/abc/static/js/async/detail.js'],
    ]);
  });

  it('removes a link once its file is in, and asks again for a file that failed', async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    notePageChunks('rewards', MANIFEST_URL, manifest);
    prefetchPages('rewards', ['/rewards/r-1']);
    const [detail, catalogue] = document.head.querySelectorAll('link');
    detail?.dispatchEvent(new Event('load'));
    catalogue?.dispatchEvent(new Event('error'));
    expect(prefetchLinks()).toEqual([]);
    prefetchPages('rewards', ['/rewards/r-1']);
    expect(prefetchLinks()).toEqual([['script', 'https://rewards.example/v/abc/static/js/async/catalogue.js']]);
  });

  it('prefetches nothing for a path no page matches, or from an older build', async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    notePageChunks('vouchers', 'https://vouchers.example/mf-manifest.json', { metaData: { publicPath: 'auto' } });
    prefetchPages('vouchers', ['/vouchers']);
    notePageChunks('rewards', MANIFEST_URL, manifest);
    prefetchPages('rewards', ['/elsewhere']);
    expect(prefetchLinks()).toEqual([]);
  });

  it('follows a switched version: the manifest read last names the files', async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    notePageChunks('rewards', MANIFEST_URL, manifest);
    notePageChunks('rewards', MANIFEST_URL, {
      ...manifest,
      metaData: { publicPath: 'https://rewards.example/v/def/' },
    });
    prefetchPages('rewards', ['/rewards/r-1']);
    expect(prefetchLinks().map(([, href]) => href)).toEqual([
      'https://rewards.example/v/def/static/js/async/detail.js',
      'https://rewards.example/v/def/static/js/async/catalogue.js',
    ]);
  });

  it('fetches pages asked for before the manifest is read once it is, preloading the page being opened', async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    prefetchPages('rewards', ['/rewards/r-1'], 'preload');
    prefetchPages('rewards', ['/rewards']);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    notePageChunks('rewards', MANIFEST_URL, manifest);
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.href,
    ]);
    expect(links).toEqual([
      ['preload', 'script', 'https://rewards.example/v/abc/static/js/async/detail.js'],
      ['preload', 'script', 'https://rewards.example/v/abc/static/js/async/catalogue.js'],
      ['prefetch', 'style', 'https://rewards.example/v/abc/static/css/async/catalogue.css'],
    ]);
  });

  it('adds nothing for a file the page already links (the BFF preloaded the page it served)', async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    document.head.innerHTML =
      '<link rel="preload" as="script" href="https://rewards.example/v/abc/static/js/async/catalogue.js">';
    notePageChunks('rewards', MANIFEST_URL, manifest);
    prefetchPages('rewards', ['/rewards/r-1'], 'preload');
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
    expect(document.head.querySelectorAll('link[href$="detail.js"]')).toHaveLength(1);
  });

  it("fetches the routes module's chunk group first, once, whatever the page", async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    notePageChunks('rewards', MANIFEST_URL, { ...manifest, portalRoutesGroup: ['static/js/async/u.js'] });
    prefetchPages('rewards', ['/rewards/r-1'], 'preload');
    prefetchPages('rewards', ['/rewards']);
    expect(prefetchLinks().length + document.head.querySelectorAll('link[rel="preload"]').length).toBe(4);
    const first = document.head.querySelector('link');
    expect([first?.rel, first?.href]).toEqual(['preload', 'https://rewards.example/v/abc/static/js/async/u.js']);
  });

  it('starts nothing while the browser is offline', async () => {
    const { notePageChunks, prefetchPages } = await freshModule();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    notePageChunks('rewards', MANIFEST_URL, manifest);
    prefetchPages('rewards', ['/rewards']);
    onLine.mockRestore();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
