// @vitest-environment happy-dom
import { INLINE_MANIFEST_ID } from '@portal/contracts/inline-manifest';
import { RUNTIME_FILES_ID } from '@portal/contracts/runtime-files';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const MANIFEST_URL = 'https://account.example/mf-manifest.json';
const RUNTIME = ['/static/js/async/p.8040ba1a35.js', '/static/js/async/federation-runtime.ee7d92c7f1.js'];
const manifest = {
  metaData: { publicPath: 'https://account.example/v/abc/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['static/js/async/__federation_expose_routes.js'] },
        css: { sync: ['static/css/async/__federation_expose_routes.css'] },
      },
    },
  ],
  portalRoutesGroup: ['static/js/async/routes-group.js'],
  portalRouteChunks: [{ path: '/', js: ['static/js/async/dashboard.js'], css: ['static/css/async/dashboard.css'] }],
};
const REMOTE_FILES = [
  ['script', 'https://account.example/v/abc/remoteEntry.js'],
  ['script', 'https://account.example/v/abc/static/js/async/__federation_expose_routes.js'],
  ['style', 'https://account.example/v/abc/static/css/async/__federation_expose_routes.css'],
  ['script', 'https://account.example/v/abc/static/js/async/routes-group.js'],
  ['script', 'https://account.example/v/abc/static/js/async/dashboard.js'],
  ['style', 'https://account.example/v/abc/static/css/async/dashboard.css'],
];

/** A page as the BFF sends /login: the runtime's scripts listed, and the remotes' manifests (or none). */
function loginPage(manifests: unknown[] | null): void {
  document.head.innerHTML =
    `<script id="${RUNTIME_FILES_ID}" type="application/json">${JSON.stringify(RUNTIME)}</script>` +
    (manifests
      ? `<script id="${INLINE_MANIFEST_ID}" type="application/json">${JSON.stringify(manifests)}</script>`
      : '');
}

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.href,
  ]);

// A fresh module graph per test: what was linked and read is remembered for the document's life.
const freshModules = async () => {
  vi.resetModules();
  return { ...(await import('./prefetch-files.ts')), ...(await import('./inline-manifest.ts')) };
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  );
  // Prefetches are linked at idle moments, here at once; and with a clock that stands still, all
  // in the first slice (link-files.test.ts spreads them).
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
  vi.spyOn(performance, 'now').mockReturnValue(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the idle prefetch on a page without the federation runtime', () => {
  it("prefetches the runtime's scripts and the remote's first files from the page's copy, runs none, and leaves the copy to the runtime", async () => {
    loginPage([{ url: MANIFEST_URL, manifest }]);
    const { prefetchFiles, takeInlineManifest } = await freshModules();
    await prefetchFiles(MANIFEST_URL, ['/']);
    expect(links()).toEqual([
      ...RUNTIME.map((file) => ['prefetch', 'script', `${window.location.origin}${file}`]),
      ...REMOTE_FILES.map(([as, href]) => ['prefetch', as, href]),
    ]);
    // Downloaded, not run: no script element, and nothing asked of the network but the links.
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeInlineManifest(MANIFEST_URL)).toEqual(manifest);
  });

  it('reads the manifest from its origin when the page carries no copy, once per document', async () => {
    loginPage(null);
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(Response.json(manifest)));
    const { prefetchFiles } = await freshModules();
    await prefetchFiles(MANIFEST_URL, ['/']);
    await prefetchFiles(MANIFEST_URL, ['/']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(MANIFEST_URL);
    expect(links().slice(RUNTIME.length)).toEqual(REMOTE_FILES.map(([as, href]) => ['prefetch', as, href]));
  });

  it("costs nothing but the runtime's scripts when the manifest cannot be had or read", async () => {
    loginPage(null);
    const { prefetchFiles } = await freshModules();
    await prefetchFiles(MANIFEST_URL, ['/']);
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(new Response('not json', { status: 200 })));
    await prefetchFiles('https://rewards.example/mf-manifest.json', ['/rewards']);
    expect(links().map(([, , href]) => href)).toEqual(RUNTIME.map((file) => `${window.location.origin}${file}`));
  });
});
