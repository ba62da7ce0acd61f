import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openDeployStore } from './deploy-store.ts';
import { buildOriginServer } from './origin-server.ts';

const SHELL = 'http://localhost:3000';

/** A fake remote build: a manifest, remoteEntry.js and one hashed chunk saying `label`. */
function fakeBuild(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
  mkdirSync(path.join(dir, 'static/js/async'), { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [], shared: [] }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  writeFileSync(path.join(dir, `static/js/async/page.${label}.js`), `console.log(${JSON.stringify(label)})`);
  return dir;
}

async function setUp() {
  const store = openDeployStore(mkdtempSync(path.join(tmpdir(), 'deploy-')));
  const app = buildOriginServer({
    store,
    shellOrigins: [SHELL, 'http://localhost:3010'],
    publicOrigin: 'http://localhost:3002',
    logLevel: 'silent',
  });
  return { store, app };
}

describe('deploying a remote', () => {
  it('publishes immutable versions, switches atomically and rolls back', async () => {
    const { store, app } = await setUp();
    const v1 = await store.publish(fakeBuild('one'));
    expect(await store.current()).toBe(v1);
    expect(await store.publish(fakeBuild('one'))).toBe(v1); // the same build is the same version

    const v2 = await store.publish(fakeBuild('two'));
    expect(v2).not.toBe(v1);
    const manifest = await app.inject({ method: 'GET', url: '/mf-manifest.json' });
    expect(manifest.json().metaData.publicPath).toBe(`http://localhost:3002/v/${v2}/`);

    // A member still on v1 keeps getting v1's chunks, by version folder or by bare path.
    expect((await app.inject({ method: 'GET', url: `/v/${v1}/static/js/async/page.one.js` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/static/js/async/page.one.js' })).statusCode).toBe(200);

    // Its ETag is the version: revalidating costs a 304 until the remote is switched.
    expect(manifest.headers.etag).toBe(`"${v2}"`);
    const unchanged = { method: 'GET' as const, url: '/mf-manifest.json', headers: { 'if-none-match': `"${v2}"` } };
    expect((await app.inject(unchanged)).statusCode).toBe(304);

    // Any published version's own manifest, pointing at its folder, whatever is current (a canary, a preview).
    const pinned = await app.inject({ method: 'GET', url: `/v/${v1}/mf-manifest.json` });
    expect(pinned.json().metaData.publicPath).toBe(`http://localhost:3002/v/${v1}/`);
    expect((await app.inject({ method: 'GET', url: '/v/000000000000/mf-manifest.json' })).statusCode).toBe(404);

    expect(await store.rollback()).toBe(v1);
    expect((await app.inject({ method: 'GET', url: '/mf-manifest.json' })).json().metaData.publicPath).toContain(v1);
    const switched = await app.inject(unchanged);
    expect(switched.statusCode).toBe(200);
    expect(switched.headers.etag).toBe(`"${v1}"`);
    expect((await app.inject({ method: 'GET', url: '/remoteEntry.js' })).body).toBe('/* entry one */');
  });

  it('refuses to publish something that is not a complete remote build', async () => {
    const { store } = await setUp();
    const empty = mkdtempSync(path.join(tmpdir(), 'empty-build-'));
    await expect(store.publish(empty)).rejects.toThrow(/mf-manifest.json is missing/);
    expect(await store.current()).toBeNull();
  });

  it('refuses a rollback with nothing to roll back to', async () => {
    const { store } = await setUp();
    await store.publish(fakeBuild('only'));
    await expect(store.rollback()).rejects.toThrow(/no earlier version/);
  });
});

describe('serving a remote', () => {
  it('revalidates the live manifest and remoteEntry on every load; a version’s files, its entry too, are immutable', async () => {
    const { store, app } = await setUp();
    const id = await store.publish(fakeBuild('one'));
    for (const url of ['/mf-manifest.json', '/remoteEntry.js', `/v/${id}/mf-manifest.json`]) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of [`/v/${id}/remoteEntry.js`, `/v/${id}/static/js/async/page.one.js`]) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    const chunk = await app.inject({ method: 'GET', url: `/v/${id}/static/js/async/page.one.js` });
    expect(chunk.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('sends the manifest and files in the best coding the browser accepts, and says that caches must tell them apart', async () => {
    const { store, app } = await setUp();
    const build = fakeBuild('one');
    // A precompressed copy beside the chunk, as every production build writes.
    const chunkPath = 'static/js/async/page.one.js';
    writeFileSync(path.join(build, `${chunkPath}.br`), brotliCompressSync('console.log("one")'));
    const id = await store.publish(build);
    const plain = await app.inject({
      method: 'GET',
      url: '/mf-manifest.json',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().metaData.publicPath).toBe(`http://localhost:3002/v/${id}/`);
    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
    ] as const) {
      const manifest = await app.inject({
        method: 'GET',
        url: '/mf-manifest.json',
        headers: { 'accept-encoding': accepted },
      });
      expect(manifest.headers['content-encoding'], accepted).toBe(expected);
      expect(manifest.headers.vary).toBe('Origin, Accept-Encoding');
      const decoded = expected === 'br' ? brotliDecompressSync(manifest.rawPayload) : gunzipSync(manifest.rawPayload);
      expect(decoded.toString('utf8')).toBe(plain.body);
    }
    // A refused brotli is not sent: the file as it is (this chunk has no .gz).
    const chunk = async (accepted: string) =>
      app.inject({ method: 'GET', url: `/v/${id}/${chunkPath}`, headers: { 'accept-encoding': accepted } });
    expect((await chunk('br')).headers['content-encoding']).toBe('br');
    const refused = await chunk('gzip, br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe('console.log("one")');
    expect(refused.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('allows the shell origin only (CORS)', async () => {
    const { store, app } = await setUp();
    await store.publish(fakeBuild('one'));
    const fromShell = await app.inject({ method: 'GET', url: '/mf-manifest.json', headers: { origin: SHELL } });
    expect(fromShell.headers['access-control-allow-origin']).toBe(SHELL);
    const fromSecondShell = await app.inject({
      method: 'GET',
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:3010' },
    });
    expect(fromSecondShell.headers['access-control-allow-origin']).toBe('http://localhost:3010');
    const fromElsewhere = await app.inject({
      method: 'GET',
      url: '/mf-manifest.json',
      headers: { origin: 'https://evil.example' },
    });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/mf-manifest.json',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves nothing outside a version folder and no unpublished version', async () => {
    const { store, app } = await setUp();
    await store.publish(fakeBuild('one'));
    for (const url of [
      '/v/000000000000/remoteEntry.js',
      '/../current',
      '/static/../../history',
      '/%2e%2e/current',
      '/nope.js',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('says so while nothing is published', async () => {
    const { app } = await setUp();
    expect((await app.inject({ method: 'GET', url: '/mf-manifest.json' })).statusCode).toBe(503);
  });
});
