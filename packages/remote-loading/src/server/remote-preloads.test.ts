import { describe, expect, it, vi } from 'vitest';
import { createRemotePreloads } from './remote-preloads.ts';

const URL_V = 'https://rewards.example/mf-manifest.json';

const manifestOf = (version: string) => ({
  metaData: { publicPath: `https://rewards.example/v/${version}/`, remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ name: 'routes', assets: { js: { sync: [`routes.${version}.js`] } } }],
  // What the remote's build writes (packages/remote-loading/src/build/route-chunks-plugin.ts).
  portalRouteChunks: [
    { path: '/rewards', js: [`catalogue.${version}.js`] },
    { path: '/rewards/:id', js: [`detail.${version}.js`, `ui.${version}.js`] },
  ],
});

/** A remote origin: serves the current version's manifest with its ETag, 304 to a matching If-None-Match. */
function fakeOrigin() {
  const origin = { version: 'a' as string | null, requests: [] as Array<string | undefined> };
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const ifNoneMatch = (init?.headers as Record<string, string> | undefined)?.['if-none-match'];
    origin.requests.push(ifNoneMatch);
    if (origin.version === null) throw new TypeError('fetch failed');
    const etag = `"${origin.version}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
    return Response.json(manifestOf(origin.version), { headers: { etag } });
  });
  return { origin, fetchImpl: fetchImpl as unknown as typeof fetch };
}

/** Lets the background read finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the BFF’s cache of remote manifests', () => {
  it('never makes a page wait: the first page gets none, the next the remote’s entry and routes chunk', async () => {
    const { fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl);
    expect(preloads.preloadsFor(URL_V)).toEqual([]);
    await settle();
    expect(preloads.preloadsFor(URL_V)).toEqual([
      'https://rewards.example/v/a/remoteEntry.js',
      'https://rewards.example/v/a/routes.a.js',
    ]);
  });

  it('revalidates by ETag at most every 2 s, and takes a switched version’s files on its new ETag', async () => {
    let time = 0;
    const { origin, fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl, () => time);
    preloads.preloadsFor(URL_V);
    await settle();
    preloads.preloadsFor(URL_V);
    expect(origin.requests).toEqual([undefined]);
    time = 2_000;
    preloads.preloadsFor(URL_V);
    await settle();
    expect(origin.requests).toEqual([undefined, '"a"']);
    origin.version = 'b';
    time = 4_000;
    // The page that notices the switch still gets what was cached; the next one the new version.
    expect(preloads.preloadsFor(URL_V)[0]).toContain('/v/a/');
    await settle();
    expect(preloads.preloadsFor(URL_V)[0]).toBe('https://rewards.example/v/b/remoteEntry.js');
  });

  it('drops a remote that stops answering, and asks it again only every 2 s', async () => {
    let time = 0;
    const { origin, fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl, () => time);
    preloads.preloadsFor(URL_V);
    await settle();
    origin.version = null;
    time = 2_000;
    preloads.preloadsFor(URL_V);
    await settle();
    expect(preloads.preloadsFor(URL_V)).toEqual([]);
    preloads.preloadsFor(URL_V);
    expect(origin.requests).toHaveLength(2);
    origin.version = 'c';
    time = 4_000;
    preloads.preloadsFor(URL_V);
    await settle();
    expect(preloads.preloadsFor(URL_V)[0]).toBe('https://rewards.example/v/c/remoteEntry.js');
  });

  it("adds the chunks of the page at the path, and follows a switch to the new version's", async () => {
    let time = 0;
    const { origin, fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl, () => time);
    expect(preloads.preloadsFor(URL_V, '/rewards/42')).toEqual([]);
    await settle();
    expect(preloads.preloadsFor(URL_V, '/rewards/42')).toEqual([
      'https://rewards.example/v/a/remoteEntry.js',
      'https://rewards.example/v/a/routes.a.js',
      'https://rewards.example/v/a/detail.a.js',
      'https://rewards.example/v/a/ui.a.js',
    ]);
    expect(preloads.preloadsFor(URL_V, '/rewards').slice(2)).toEqual(['https://rewards.example/v/a/catalogue.a.js']);
    // A path no page of the remote matches: the entry and routes module only.
    expect(preloads.preloadsFor(URL_V, '/rewards/42/nothing')).toHaveLength(2);
    origin.version = 'b';
    time = 2_000;
    preloads.preloadsFor(URL_V, '/rewards');
    await settle();
    expect(preloads.preloadsFor(URL_V, '/rewards')).toEqual([
      'https://rewards.example/v/b/remoteEntry.js',
      'https://rewards.example/v/b/routes.b.js',
      'https://rewards.example/v/b/catalogue.b.js',
    ]);
    // Down: nothing at all, the page's chunks included.
    origin.version = null;
    time = 4_000;
    preloads.preloadsFor(URL_V, '/rewards');
    await settle();
    expect(preloads.preloadsFor(URL_V, '/rewards')).toEqual([]);
  });

  it("adds the rest of the routes module's chunk group after it, before the page's chunks", async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ ...manifestOf('a'), portalRoutesGroup: ['u.a.js', 'shared.a.css'] }),
    ) as unknown as typeof fetch;
    const preloads = createRemotePreloads(fetchImpl);
    preloads.preloadsFor(URL_V);
    await settle();
    expect(preloads.preloadsFor(URL_V, '/rewards')).toEqual([
      'https://rewards.example/v/a/remoteEntry.js',
      'https://rewards.example/v/a/routes.a.js',
      'https://rewards.example/v/a/u.a.js',
      'https://rewards.example/v/a/shared.a.css',
      'https://rewards.example/v/a/catalogue.a.js',
    ]);
  });

  it('keeps each version apart by its manifest URL (a canary beside the current one)', async () => {
    const { fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl);
    preloads.preloadsFor(URL_V);
    preloads.preloadsFor('https://rewards.example/v/canary/mf-manifest.json');
    await settle();
    expect(preloads.preloadsFor(URL_V)).toHaveLength(2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives the page the manifest as its origin serves it now: a switched version at once, none when down or slow', async () => {
    const { origin, fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl);
    const publicPathOf = (text: string | undefined) =>
      text === undefined ? undefined : (JSON.parse(text) as ReturnType<typeof manifestOf>).metaData.publicPath;
    expect(publicPathOf(await preloads.freshManifest(URL_V, 1_000))).toBe('https://rewards.example/v/a/');
    // Read again for every page (a 304 here), so a switch shows on the very next page.
    origin.version = 'b';
    expect(publicPathOf(await preloads.freshManifest(URL_V, 1_000))).toBe('https://rewards.example/v/b/');
    expect(publicPathOf(await preloads.freshManifest(URL_V, 1_000))).toBe('https://rewards.example/v/b/');
    expect(origin.requests).toEqual([undefined, '"a"', '"b"']);
    // Down: no copy (the runtime fetches the manifest itself and meets the failure as before).
    origin.version = null;
    expect(await preloads.freshManifest(URL_V, 1_000)).toBeUndefined();
    // Slower than the page may wait: no copy, and the page is not held up.
    const slow = createRemotePreloads((() => new Promise<Response>(() => undefined)) as unknown as typeof fetch);
    const started = Date.now();
    expect(await slow.freshManifest(URL_V, 50)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("gives another remote's manifest as last read, without waiting: none at first sight or once it stops answering", async () => {
    let time = 0;
    const { origin, fetchImpl } = fakeOrigin();
    const preloads = createRemotePreloads(fetchImpl, () => time);
    const publicPathOf = (text: string | undefined) =>
      text === undefined ? undefined : (JSON.parse(text) as ReturnType<typeof manifestOf>).metaData.publicPath;
    expect(preloads.lastRead(URL_V)).toBeUndefined();
    await settle();
    expect(publicPathOf(preloads.lastRead(URL_V))).toBe('https://rewards.example/v/a/');
    // A switch: the page that starts the due read still gets the copy it had, the next the new one.
    origin.version = 'b';
    time = 2_000;
    expect(publicPathOf(preloads.lastRead(URL_V))).toBe('https://rewards.example/v/a/');
    await settle();
    expect(publicPathOf(preloads.lastRead(URL_V))).toBe('https://rewards.example/v/b/');
    expect(origin.requests).toEqual([undefined, '"a"']);
    // Down: dropped on the next due read, so no page carries a manifest whose files may be gone.
    origin.version = null;
    time = 4_000;
    preloads.lastRead(URL_V);
    await settle();
    expect(preloads.lastRead(URL_V)).toBeUndefined();
  });
});
