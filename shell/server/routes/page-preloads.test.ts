import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { RUNTIME_FILES_ID } from '@portal/contracts/runtime-files';
import { startTestProvider } from '@portal/loyalty-api/testing/test-provider';
import { SHELL_PRELOADS_FILE } from '@portal/remote-loading/build/shell-preloads';
import { SERVER_BUILD_KEY } from '@portal/remote-loading/manifest/server-build-from-manifest';
import { freePort } from '@portal/server-kit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBff, signInDemoMember, testShellDist } from '../testing/test-bff.ts';

/** A remote origin serving one manifest (its version as ETag, 304 when unchanged), counting reads. */
let remote: Server;
let remoteOrigin: string;
const reads: Array<string | undefined> = [];
beforeAll(async () => {
  remote = createServer((request, response) => {
    const drawn = request.url?.startsWith('/drawn/');
    if (drawn && request.url?.endsWith('.css')) {
      // The drawn remote's page stylesheets, which the BFF reads to put into its pages.
      response.writeHead(200, { 'content-type': 'text/css' });
      return void response.end(PAGE_CSS);
    }
    if (drawn || request.url?.startsWith('/late/')) {
      // A remote whose manifest names its server build: its pages are drawn by the server. The
      // late one answers every read after 400 ms, past the time a page waits for it.
      const send = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(drawnManifest(drawn ? 'drawn' : 'late'));
      };
      return void (drawn ? send() : setTimeout(send, 400));
    }
    reads.push(request.headers['if-none-match']);
    if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
    response.end(
      JSON.stringify({
        metaData: { publicPath: `${remoteOrigin}/v/v1/`, remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'routes',
            assets: {
              js: { sync: ['static/js/async/__federation_expose_routes.ab.js'] },
              css: { sync: ['static/css/async/__federation_expose_routes.ab.css'] },
            },
          },
        ],
        // Each page's own chunks, as the remote's build writes them (route-chunks-plugin.ts).
        portalRouteChunks: [
          { path: '/rewards', js: ['static/js/async/catalogue.cd.js'], css: ['static/css/async/catalogue.cd.css'] },
          { path: '/rewards/:id', js: ['static/js/async/detail.ef.js'] },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

const ENTRY = () => `${remoteOrigin}/v/v1/remoteEntry.js`;
/** The drawn remote's stylesheets, every one of them. */
const PAGE_CSS = '.expose{color:#0b6e4f}\r\n';

/** The manifest of a remote whose server build the BFF would render, under `/${folder}/` of the origin. */
function drawnManifest(folder: string): string {
  return JSON.stringify({
    metaData: { publicPath: `${remoteOrigin}/${folder}/v/v2/`, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'routes',
        assets: {
          js: { sync: ['static/js/async/__federation_expose_routes.ab.js'] },
          css: { sync: ['static/css/async/__federation_expose_routes.ab.css'] },
        },
      },
    ],
    [SERVER_BUILD_KEY]: { file: 'server/routes.js', sha256: `${'A'.repeat(43)}=` },
  });
}

/** A built shell whose server build can render: the renderer workers' stand-in, with /login's renderer. */
function drawingShellDist(): string {
  const fakeShellBuild = readFileSync(
    path.join(import.meta.dirname, '../server-pages/testing/fake-shell-build.mjs'),
    'utf8',
  );
  const staticDir = testShellDist();
  mkdirSync(path.join(staticDir, 'server'));
  writeFileSync(
    path.join(staticDir, 'server', 'render-pages.js'),
    `${fakeShellBuild}\nexport function renderLoginPage() { return '<main><h1>Log in</h1></main>'; }`,
  );
  return staticDir;
}

/** The manifests a page carries inline (contracts/inline-manifest.ts); none is an empty list. */
function inlineManifests(body: string): unknown[] {
  const inline = /<script id="portal-manifest" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1];
  return inline ? (JSON.parse(inline) as unknown[]) : [];
}

/** Asks for `url` until its page names the remote's entry (the BFF reads manifests in the background). */
async function pageWithPreloads(app: Awaited<ReturnType<typeof buildTestBff>>['app'], url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const page = await app.inject({ method: 'GET', url });
    if (page.body.includes(ENTRY())) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never carried the remote's preloads`);
}

/** The Link header of the 103 Early Hints the BFF sends before `url`'s page, over a real socket. */
async function earlyHintsOf(app: Awaited<ReturnType<typeof buildTestBff>>['app'], url: string): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise<string>((resolve, reject) => {
    const request = get(`http://127.0.0.1:${port}${url}`, (response) => response.resume());
    request.on('information', (info) => resolve(String(info.headers.link)));
    request.on('error', reject);
  });
}

describe("the page's remote, preloaded by the BFF", () => {
  it("puts the owning remote's remoteEntry.js and routes chunk into index.html, as classic-script preloads", async () => {
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      {},
      { REWARDS_REMOTE_URL: `${remoteOrigin}/mf-manifest.json` },
    );
    const page = await pageWithPreloads(app, '/rewards');
    expect(page.body).toContain(`<link rel="preload" as="script" href="${ENTRY()}">`);
    expect(page.body).toContain(
      `<link rel="preload" as="script" href="${remoteOrigin}/v/v1/static/js/async/__federation_expose_routes.ab.js">`,
    );
    // The page's own chunk, and only that page's.
    expect(page.body).toContain(
      `<link rel="preload" as="script" href="${remoteOrigin}/v/v1/static/js/async/catalogue.cd.js">`,
    );
    expect(page.body).not.toMatch(/<link rel="preload"[^>]*detail\.ef\.js/);
    // The manifest itself, first, so the federation runtime does not fetch it (inline-manifest.ts).
    expect(inlineManifests(page.body)[0]).toMatchObject({
      url: `${remoteOrigin}/mf-manifest.json`,
      manifest: { metaData: { publicPath: `${remoteOrigin}/v/v1/` } },
    });
    // Their stylesheets, which the chunk loader waits for before the page renders.
    expect(page.body).toContain(
      `<link rel="preload" as="style" href="${remoteOrigin}/v/v1/static/css/async/__federation_expose_routes.ab.css">`,
    );
    expect(page.body).toContain(
      `<link rel="preload" as="style" href="${remoteOrigin}/v/v1/static/css/async/catalogue.cd.css">`,
    );
    expect((await app.inject({ method: 'GET', url: '/rewards/42' })).body).toContain(
      `<link rel="preload" as="script" href="${remoteOrigin}/v/v1/static/js/async/detail.ef.js">`,
    );
    // Another remote's page, and the shell's own /login, preload nothing of rewards; a visitor's
    // carry no copy of its manifest either: it is not where they go next (nextLikelyRemotes).
    const vouchers = (await app.inject({ method: 'GET', url: '/vouchers' })).body;
    expect(vouchers).not.toMatch(/<link rel="preload"[^>]*127\.0\.0\.1/);
    const login = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).not.toContain('rel="preload"');
    for (const body of [vouchers, login]) expect(JSON.stringify(inlineManifests(body))).not.toContain(remoteOrigin);
    // Read once, then revalidated (If-None-Match) rather than downloaded again.
    expect(reads[0]).toBeUndefined();
    expect(reads.slice(1).every((etag) => etag === '"v1"')).toBe(true);
    await app.close();
  });

  it("carries the manifest of the remote a member most likely opens next, as last read; a visitor's remote page only its own", async () => {
    const provider = await startTestProvider();
    const manifestOf = (remote: string) => `${remoteOrigin}/${remote}/mf-manifest.json`;
    const { app } = await buildTestBff(
      provider.url,
      {},
      {
        ACCOUNT_REMOTE_URL: manifestOf('account'),
        REWARDS_REMOTE_URL: manifestOf('rewards'),
        VOUCHERS_REMOTE_URL: manifestOf('vouchers'),
        INFO_REMOTE_URL: manifestOf('info'),
      },
    );
    const { cookie: member, response: signedIn } = await signInDemoMember(app);
    expect(signedIn.statusCode).toBe(200);
    const carried = async (url: string, cookie?: string) =>
      inlineManifests((await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body).map(
        (copy) => (copy as { url: string }).url,
      );
    // The page's own first, then the most likely next one (once the BFF has read it): not the
    // others the idle prefetch warms (account's from /vouchers, vouchers' from /).
    await expect.poll(() => carried('/vouchers', member)).toEqual([manifestOf('vouchers'), manifestOf('rewards')]);
    expect(await carried('/rewards', member)).toEqual([manifestOf('rewards'), manifestOf('vouchers')]);
    expect(await carried('/', member)).toEqual([manifestOf('account'), manifestOf('rewards')]);
    expect(await carried('/faq', member)).toEqual([manifestOf('info'), manifestOf('account')]);
    // A visitor: their remote pages carry their own only; /login the dashboard's, its next page.
    expect(await carried('/vouchers')).toEqual([manifestOf('vouchers')]);
    expect(await carried('/rewards')).toEqual([manifestOf('rewards')]);
    expect(await carried('/login')).toEqual([manifestOf('account')]);
    expect(await carried('/login', member)).toEqual([manifestOf('account')]);
    await app.close();
    await provider.close();
  });

  it("never carries a copy of the page's own remote from before it failed, nor another's once the BFF drops it", async () => {
    let down = false;
    const flaky = createServer((_request, response) => {
      if (down) return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          metaData: { publicPath: `${flakyOrigin}/v/v1/`, remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [],
        }),
      );
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const flakyOrigin = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      {},
      { ACCOUNT_REMOTE_URL: `${flakyOrigin}/mf-manifest.json` },
    );
    const carries = async (url: string) =>
      inlineManifests((await app.inject({ method: 'GET', url })).body).some(
        (copy) => (copy as { url: string }).url === `${flakyOrigin}/mf-manifest.json`,
      );
    // /login carries the account remote's, the dashboard's (the page after signing in).
    await expect.poll(() => carries('/login')).toBe(true);
    down = true;
    // Its own page reads it afresh (and fails): no copy, though the BFF has one from before.
    expect(await carries('/register')).toBe(false);
    // Other pages: dropped once a read has failed (reads are due every 2 s).
    await expect.poll(() => carries('/login'), { timeout: 5_000, interval: 200 }).toBe(false);
    await app.close();
    await new Promise<void>((resolve) => flaky.close(() => resolve()));
  });

  it('sends them as 103 Early Hints before the page when EARLY_HINTS is true', async () => {
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      { earlyHints: true },
      { REWARDS_REMOTE_URL: `${remoteOrigin}/mf-manifest.json` },
    );
    await pageWithPreloads(app, '/rewards');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const hints = await new Promise<{ status: number; link: unknown; final: number }>((resolve, reject) => {
      let early: { status: number; link: unknown } | undefined;
      const request = get(`http://127.0.0.1:${port}/rewards`, (response) => {
        response.resume();
        resolve({ status: early?.status ?? 0, link: early?.link, final: response.statusCode ?? 0 });
      });
      request.on('information', (info) => {
        early = { status: info.statusCode, link: info.headers.link };
      });
      request.on('error', reject);
    });
    expect(hints.status).toBe(103);
    expect(String(hints.link)).toContain(`<${ENTRY()}>; rel=preload; as=script`);
    expect(String(hints.link)).toContain(
      `<${remoteOrigin}/v/v1/static/css/async/catalogue.cd.css>; rel=preload; as=style`,
    );
    expect(hints.final).toBe(200);
    await app.close();
  });

  it('names no script in the 103 of a page the server draws, nor a stylesheet the page carries in it', async () => {
    const staticDir = drawingShellDist();
    const drawnEntry = `${remoteOrigin}/drawn/v/v2/remoteEntry.js`;
    const sheet = `${remoteOrigin}/drawn/v/v2/static/css/async/__federation_expose_routes.ab.css`;
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      { staticDir, earlyHints: true, serverRenderWorkers: 1 },
      { REWARDS_REMOTE_URL: `${remoteOrigin}/drawn/mf-manifest.json` },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await app.inject({ method: 'GET', url: '/rewards' })).body.includes(drawnEntry)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Linked until the BFF has read it (stylesheet-reader.test.ts), then in the page.
    let page = await app.inject({ method: 'GET', url: '/rewards' });
    for (let attempt = 0; attempt < 100 && !page.body.includes('<style data-href'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await app.inject({ method: 'GET', url: '/rewards' });
    }
    // In the page, as the HTML parser will hash it (CR LF read as LF), allowed by that hash alone.
    expect(page.body).toContain(`<style data-href="${sheet}" data-page-style>.expose{color:#0b6e4f}\n</style>`);
    expect(page.body).not.toContain(`<link rel="stylesheet" href="${sheet}"`);
    const hash = createHash('sha256').update('.expose{color:#0b6e4f}\n').digest('base64');
    expect(String(page.headers['content-security-policy'])).toMatch(
      new RegExp(`style-src 'self' 'sha256-[^']+' '(sha256-[^']+' ')*sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    const link = await earlyHintsOf(app, '/rewards');
    expect(link).toContain(`<${remoteOrigin}>; rel=preconnect`);
    expect(link).not.toContain('as=script');
    expect(link).not.toContain(sheet);
    // The page itself still lists the remote's entry: as a preload, or for after its paint.
    expect((await app.inject({ method: 'GET', url: '/rewards' })).body).toContain(drawnEntry);
    await app.close();
  });

  it("leaves a remote's page to the browser when its manifest is not read afresh in time, counted as no-manifest, not as a missing build", async () => {
    const metricsPort = await freePort();
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      { staticDir: drawingShellDist(), serverRenderWorkers: 1, metrics: { host: '127.0.0.1', port: metricsPort } },
      { REWARDS_REMOTE_URL: `${remoteOrigin}/late/mf-manifest.json` },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const lateEntry = `${remoteOrigin}/late/v/v2/remoteEntry.js`;
    const pages = 3;
    for (let load = 0; load < pages; load++) {
      const page = await app.inject({ method: 'GET', url: '/rewards' });
      // The chrome and the skeleton, for the browser's runtime to draw with the manifest it reads
      // itself: not the server's page, and no copy of a manifest the page could not wait for.
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.body).not.toContain('data-server-page');
      expect(JSON.stringify(inlineManifests(page.body))).not.toContain(lateEntry);
    }
    const fallbacks = (await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text())
      .split('\n')
      .filter(
        (line) => line.startsWith('portal_bff_server_render_fallbacks_total{') && line.includes('page="rewards"'),
      );
    expect(fallbacks).toEqual([
      `portal_bff_server_render_fallbacks_total{page="rewards",version="live",reason="no-manifest"} ${pages}`,
    ]);
    await app.close();
  });

  it('reads and preloads nothing with REMOTE_PRELOADS=false (a build that loads no remote)', async () => {
    const before = reads.length;
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      { remotePreloads: false },
      { REWARDS_REMOTE_URL: `${remoteOrigin}/mf-manifest.json` },
    );
    const page = await app.inject({ method: 'GET', url: '/rewards' });
    expect(page.body).not.toContain('rel="preload"');
    expect(page.body).not.toContain('portal-manifest');
    // The preconnect stays: it costs nothing when unused.
    expect(page.body).toContain(`<link rel="preconnect" href="${remoteOrigin}">`);
    expect(reads.length).toBe(before);
    await app.close();
  });

  it("preloads the shell's federation runtime after the remote's files, as its build lists it, on a remote's pages only", async () => {
    const runtime = ['/static/js/async/p.8040ba1a35.js', '/static/js/async/federation-runtime.775e057569.js'];
    const staticDir = testShellDist({ [SHELL_PRELOADS_FILE]: JSON.stringify({ federationRuntime: runtime }) });
    const { app } = await buildTestBff(
      'http://127.0.0.1:9',
      { staticDir, earlyHints: true },
      { REWARDS_REMOTE_URL: `${remoteOrigin}/mf-manifest.json` },
    );
    const page = await pageWithPreloads(app, '/rewards');
    const preloaded = [...page.body.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map(
      ([, as, href]) => `${as} ${href}`,
    );
    // The remote's entry first (its connection is already up), the runtime last: both are needed
    // before the page's chunks can run.
    expect(preloaded[0]).toBe(`script ${ENTRY()}`);
    expect(preloaded.slice(-2)).toEqual(runtime.map((path) => `script ${path}`));
    // /login needs no remote: it downloads no runtime (its 150 kB budget) before it is used, and
    // lists the runtime's scripts for its idle prefetch to download without running them.
    const login = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).not.toContain('rel="preload"');
    expect(login).toContain(
      `<script id="${RUNTIME_FILES_ID}" type="application/json">${JSON.stringify(runtime)}</script>`,
    );
    expect(page.body).not.toContain(RUNTIME_FILES_ID);
    // The same in the 103 Early Hints.
    const link = await earlyHintsOf(app, '/rewards');
    for (const path of runtime) expect(link).toContain(`<${path}>; rel=preload; as=script`);
    // The list is the BFF's, not a file of the site.
    expect((await app.inject({ method: 'GET', url: `/${SHELL_PRELOADS_FILE}` })).statusCode).toBe(404);
    await app.close();
  });

  it("preloads and lists no runtime from a list that is not one of the shell's scripts, nor with REMOTE_PRELOADS=false", async () => {
    const env = { REWARDS_REMOTE_URL: `${remoteOrigin}/mf-manifest.json` };
    for (const list of ['{"federationRuntime":["https://elsewhere.example/p.js"]}', 'not json', '{}']) {
      const staticDir = testShellDist({ [SHELL_PRELOADS_FILE]: list });
      const { app } = await buildTestBff('http://127.0.0.1:9', { staticDir }, env);
      const page = await pageWithPreloads(app, '/rewards');
      expect(page.body).not.toMatch(/<link rel="preload"[^>]*href="\/static\//);
      expect(page.body).not.toContain('elsewhere.example');
      expect((await app.inject({ method: 'GET', url: '/login' })).body).not.toContain(RUNTIME_FILES_ID);
      await app.close();
    }
    const staticDir = testShellDist({
      [SHELL_PRELOADS_FILE]: JSON.stringify({ federationRuntime: ['/static/js/async/p.1.js'] }),
    });
    const { app } = await buildTestBff('http://127.0.0.1:9', { staticDir, remotePreloads: false }, env);
    expect((await app.inject({ method: 'GET', url: '/rewards' })).body).not.toContain('rel="preload"');
    expect((await app.inject({ method: 'GET', url: '/login' })).body).not.toContain(RUNTIME_FILES_ID);
    await app.close();
  });
});
