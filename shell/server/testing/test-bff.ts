import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { TEST_CLIENT } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { buildBff } from '../app.ts';
import { createRuntimeConfigSource } from '../config/runtime-config.ts';
import type { BffSettings } from '../config/settings.ts';
import type { SharedStore } from '../store/shared-store.ts';

export const ORIGIN = 'http://localhost:3000';

/**
 * A minimal built shell in a new temporary folder: index.html with the config marker, the service
 * worker, and any further `files` (path relative to the folder → content).
 */
export function testShellDist(files: Record<string, string> = {}): string {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><!--portal-config--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(staticDir, 'worker'));
  writeFileSync(path.join(staticDir, 'worker', 'sw.js'), '/* the service worker */');
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(staticDir, file), content);
  return staticDir;
}

/** A minimal built shell (testShellDist's) whose server build's renderLoginPage runs `body`. */
export function testShellDistWithRenderer(body: string): string {
  const staticDir = testShellDist();
  mkdirSync(path.join(staticDir, 'server'));
  writeFileSync(
    path.join(staticDir, 'server', 'render-pages.js'),
    `export function renderLoginPage(input) { ${body} }`,
  );
  return staticDir;
}

/**
 * A BFF in front of the given provider, serving a minimal built shell (testShellDist's, unless
 * `overrides.staticDir` names one), for `inject` tests. Its shared store is memory unless
 * `overrides.redisUrl` names a Redis or `store` is given.
 */
export async function buildTestBff(
  providerUrl: string,
  overrides: Partial<BffSettings> = {},
  env: Record<string, string> = {},
  store?: SharedStore,
) {
  const staticDir = overrides.staticDir ?? testShellDist();
  const settings: BffSettings = {
    host: '127.0.0.1',
    port: 0,
    publicOrigin: ORIGIN,
    providerUrl,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    // Long enough for a password hash on a busy machine (the slow-provider test sets its own).
    providerTimeoutMs: 15_000,
    secureCookies: false,
    production: false,
    secret: 'a-test-secret-of-at-least-thirty-two-chars',
    sessionMaxAgeSeconds: 3600,
    staticDir,
    serveShell: true,
    logLevel: 'silent',
    redisUrl: undefined,
    trustProxy: false,
    // Tests act as many visitors from one address; request-ceiling.test.ts turns the ceiling on.
    requestsPerMinute: 0,
    telemetryPerMinute: 30,
    canaryAbort: { minVisitors: 50, floorPer1000: 20, visitorsPerAddress: 2, toleratedAddresses: 10 },
    ...overrides,
  };
  const config = createRuntimeConfigSource(env);
  const app = await buildBff(settings, config, store);
  // The config source is the caller's to close (main.ts closes it at shutdown); here the test's
  // BFF owns it: left open, each BFF of a test file kept its SIGHUP listener and file watch.
  app.addHook('onClose', async () => config.close());
  return { app, settings, config };
}

/** Headers of a state-changing request from the portal's own pages. */
export const portalHeaders = { origin: ORIGIN, 'x-portal-request': '1', 'content-type': 'application/json' };

/** `name=value` pairs of a response's Set-Cookie headers, for the next request's Cookie header. */
export function cookiesOf(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    const [name, value] = (pair ?? '').split('=') as [string, string];
    if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Signs a demo member in through POST /bff/token (the browser's own sign-in), from `remoteAddress`
 * when given: the cookies it set, and the answer.
 */
export async function signInDemoMember(
  app: FastifyInstance,
  { username = '20000001', remoteAddress }: { username?: string; remoteAddress?: string } = {},
): Promise<{ cookie: string; response: Awaited<ReturnType<FastifyInstance['inject']>> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/bff/token',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: portalHeaders,
    payload: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  return { cookie: cookiesOf(response.headers['set-cookie']), response };
}
