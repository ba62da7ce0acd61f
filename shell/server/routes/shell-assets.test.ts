import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestBff, testShellDist } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';

const { bff, signIn, storeAccountType } = testPortal();

describe('pages and config', () => {
  it('serves index.html with the runtime config inline, uncached, and a 404 status for unknown top-level paths', async () => {
    const home = await bff.inject({ method: 'GET', url: '/rewards/12' });
    expect(home.statusCode).toBe(200);
    // The same for every visitor without cookies: a CDN may keep it a little, named by the
    // version it was drawn with; the browser revalidates it; a member's cookie is another page.
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(home.headers['surrogate-key']).toMatch(/^portal-pages rewards-(live|[0-9a-f]{12})$/);
    expect(home.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(home.body).toContain('<script id="portal-config" type="application/json">{"programmeName":"Island Rewards"');
    expect(home.body).toContain(
      '<script id="portal-session" type="application/json">{"authenticated":false,"type":null,"popUps":{"pop_up":null,"pop_up_rewards":null}}</script>',
    );
    // The remote that owns the page gets its connections warmed (scripts and the CORS manifest).
    expect(home.body).toContain(
      '<link rel="preconnect" href="http://localhost:3002"><link rel="preconnect" href="http://localhost:3002" crossorigin>',
    );
    const login = await bff.inject({ method: 'GET', url: '/login' });
    expect(login.headers['surrogate-key']).toBe('portal-pages shell');
    // A member's page holds their figures: kept by nobody.
    const { cookie } = await signIn();
    const member = await bff.inject({ method: 'GET', url: '/rewards/12', headers: { cookie } });
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['surrogate-key']).toBeUndefined();
    expect(login.body).not.toContain('rel="preconnect"');
    expect(login.body).not.toContain('rel="preload"');
    expect((await bff.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    const config = await bff.inject({ method: 'GET', url: '/config.json' });
    expect(config.json().remotes.rewards).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('sends every page compressed as the browser accepts it, the same page once decoded', async () => {
    const plain = await bff.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<script id="portal-config"');
    const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const login = await bff.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': accepted } });
      expect(login.headers['content-encoding']).toBe(expected);
      expect(login.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(Number(login.headers['content-length'])).toBe(login.rawPayload.length);
      expect(login.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded[expected](login.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // A member's page too (with their figures: still kept by nobody).
    const { cookie } = await signIn();
    const member = await bff.inject({ method: 'GET', url: '/', headers: { cookie, 'accept-encoding': 'br' } });
    expect(member.headers['content-encoding']).toBe('br');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(brotliDecompressSync(member.rawPayload).toString('utf8')).toContain('"authenticated":true');
  });

  it('never sends the raw index.html template: /index.html is the app with a 404, config and session filled in', async () => {
    for (const encoding of ['identity', 'br, gzip']) {
      const raw = await bff.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': encoding } });
      expect(raw.statusCode).toBe(404);
      // The page is over the compression threshold: read it as the browser would.
      const encoded = raw.headers['content-encoding'];
      const html =
        encoded === 'br'
          ? brotliDecompressSync(raw.rawPayload).toString('utf8')
          : encoded === 'gzip'
            ? gunzipSync(raw.rawPayload).toString('utf8')
            : raw.body;
      expect(html).not.toContain('<!--portal-config-->');
      expect(html).toContain('<script id="portal-config"');
      expect(raw.headers['cache-control']).toBe('private, no-cache');
    }
  });
});

describe('the chrome painted before any script runs (docs/decisions/0012-first-paint-and-no-layout-shift.md)', () => {
  it('draws the header and the page’s skeleton in the root element, the member’s sidebar band when signed in, never a "–"', async () => {
    const login = await bff.inject({ method: 'GET', url: '/login' });
    const signedOutRoot = /<div id="root">(.*?)<\/div>\s*<\/body>/s.exec(login.body)?.[1] ?? '';
    expect(signedOutRoot).toContain('<div data-first-paint aria-busy="true"><header class="fp-header">');
    expect(signedOutRoot).toContain('<span class="fp-name">Island Rewards</span>');
    expect(signedOutRoot).toContain('fp-layout fp-login');
    expect(signedOutRoot).not.toContain('fp-sidebar');
    const { cookie } = await signIn();
    const home = await bff.inject({ method: 'GET', url: '/', headers: { cookie } });
    const signedInRoot = /<div id="root">(.*?)<\/div>\s*<\/body>/s.exec(home.body)?.[1] ?? '';
    expect(signedInRoot).toContain('<div class="fp-layout fp-with-sidebar"><div class="fp-sidebar">');
    for (const root of [signedOutRoot, signedInRoot]) expect(root).not.toContain('–');
  });

  it('has its one inline <style> allowed by its hash in the page’s CSP, and no other inline style', async () => {
    const page = await bff.inject({ method: 'GET', url: '/' });
    const styles = [...page.body.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64')}'`;
    const styleSrc = String(page.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('style-src '));
    expect(styleSrc?.split(' ')).toContain(hash);
    expect(styleSrc).not.toContain('unsafe-inline');
  });

  it('carries the shell’s stylesheet in the page, allowed by its hash, instead of linking it', async () => {
    const staticDir = testShellDist();
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><!--portal-config--><script defer src="/static/js/index.1a.js"></script><link href="/static/css/index.2b.css" rel="stylesheet"></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(staticDir, 'static', 'css'), { recursive: true });
    writeFileSync(path.join(staticDir, 'static', 'css', 'index.2b.css'), ':root{--ir-header-height:4rem}');
    const { app } = await buildTestBff('http://127.0.0.1:9', { staticDir });
    const page = await app.inject({ method: 'GET', url: '/about' });
    expect(page.body).toContain(
      '<style data-href="/static/css/index.2b.css">:root{--ir-header-height:4rem}</style></head>',
    );
    expect(page.body).not.toContain('rel="stylesheet"');
    const styleSrc = String(page.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('style-src '));
    const hash = createHash('sha256').update(':root{--ir-header-height:4rem}').digest('base64');
    expect(styleSrc?.split(' ')).toContain(`'sha256-${hash}'`);
    // The file is still served, for a page kept from before.
    expect((await app.inject({ method: 'GET', url: '/static/css/index.2b.css' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('the session inlined into index.html', () => {
  it('is GET /bff/session’s answer for the same cookies, and carries no token', async () => {
    const { cookie } = await signIn();
    const withType = await storeAccountType(cookie, 'user');
    const page = await bff.inject({ method: 'GET', url: '/', headers: { cookie: withType } });
    const inline = /<script id="portal-session" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
    const session = await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: withType } });
    expect(JSON.parse(inline ?? 'null')).toEqual(session.json());
    expect(session.json()).toMatchObject({ authenticated: true, type: 'user' });
    // The service worker reads the same answer from a header: signed out deletes the offline copy.
    expect(page.headers['x-portal-session']).toBe('member');
    expect((await bff.inject({ method: 'GET', url: '/login' })).headers['x-portal-session']).toBe('none');
    for (const value of withType.split(/;\s*/).map((pair) => pair.split('=').slice(1).join('='))) {
      if (value.length > 8) expect(page.body).not.toContain(value);
    }
  });
});

describe('the service worker', () => {
  it('is /sw.js from the root (its scope is the portal), revalidated on every load, with a policy that lets it fetch', async () => {
    const worker = await bff.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe('/* the service worker */');
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004; frame-ancestors 'none'",
    );
    // Its build folder is not served as files.
    expect((await bff.inject({ method: 'GET', url: '/worker/sw.js' })).body).not.toContain('the service worker');
  });
});
