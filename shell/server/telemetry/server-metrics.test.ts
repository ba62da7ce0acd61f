import { randomBytes } from 'node:crypto';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import { freePort } from '@portal/server-kit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BffSettings } from '../config/settings.ts';
import { HAS_REDIS_SERVER, NO_REDIS_MESSAGE, startTestRedis, type TestRedis } from '../testing/redis-server.ts';
import { buildTestBff, portalHeaders, testShellDist, testShellDistWithRenderer } from '../testing/test-bff.ts';

if (!HAS_REDIS_SERVER) console.warn(NO_REDIS_MESSAGE);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A BFF listening on a free port, its metrics on another (METRICS_PORT), and what GET /metrics serves. */
async function listeningBff(providerUrl: string, overrides: Partial<BffSettings> = {}) {
  const metricsPort = await freePort();
  const lines: string[] = [];
  const { app } = await buildTestBff(providerUrl, {
    staticDir: testShellDist({ 'favicon.svg': '<svg/>', 'app.css': 'body{}' }),
    metrics: { host: '127.0.0.1', port: metricsPort },
    logLevel: 'warn',
    logStream: { write: (line) => lines.push(line) },
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const metricsText = async (): Promise<string> => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  /** Every sample of the text format, parsed (label values here never hold a quote or a comma). */
  const samples = async (): Promise<Sample[]> =>
    (await metricsText())
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => {
        const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
        if (!match) throw new Error(`not a sample: ${line}`);
        const labels = Object.fromEntries(
          (match[2] ? match[2].split('",') : []).map((pair) => {
            const [label, value] = pair.split('="') as [string, string];
            return [label, value.replace(/"$/, '')];
          }),
        );
        return { name: match[1] as string, labels, value: Number(match[3]) };
      });
  const value = async (name: string, labels: Record<string, string> = {}): Promise<number | undefined> =>
    (await samples()).find(
      (sample) => sample.name === name && Object.entries(labels).every(([key, want]) => sample.labels[key] === want),
    )?.value;
  return { app, metricsText, samples, value, lines };
}

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 180_000);
afterAll(async () => {
  await provider?.close();
});

describe("the BFF's server metrics", () => {
  let bff: Awaited<ReturnType<typeof listeningBff>>;
  beforeAll(async () => {
    bff = await listeningBff(provider.url, { providerTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await bff?.app.close();
  });
  const routesOf = async (): Promise<string[]> =>
    [
      ...new Set(
        (await bff.samples())
          .filter((sample) => sample.name === 'portal_bff_http_request_duration_seconds_count')
          .map((sample) => sample.labels.route as string),
      ),
    ].sort();

  it('count requests by route pattern and status class: pages, files, pass-through, unmatched', async () => {
    const { app } = bff;
    expect((await app.inject('/health')).statusCode).toBe(200);
    expect((await app.inject('/rewards')).statusCode).toBe(200);
    expect((await app.inject('/app.css')).statusCode).toBe(200);
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    expect((await app.inject('/static/js/gone.js')).statusCode).toBe(404);
    expect((await app.inject('/api/v1/rewards/search?shouldPage=true&page=0&size=4')).statusCode).toBe(200);
    // Not signed in: the provider refuses the client token on a member's read.
    expect((await app.inject('/api/v1/account/summary')).statusCode).toBe(403);

    const count = (labels: Record<string, string>) =>
      bff.value('portal_bff_http_request_duration_seconds_count', labels);
    expect(await count({ method: 'GET', route: '/health', status_class: '2xx' })).toBe(1);
    expect(await count({ method: 'GET', route: '(page)', status_class: '2xx' })).toBe(1);
    // Both built files under one label, not one each.
    expect(await count({ method: 'GET', route: '(static)', status_class: '2xx' })).toBe(2);
    expect(await count({ method: 'GET', route: '(unmatched)', status_class: '4xx' })).toBe(1);
    expect(await count({ method: 'GET', route: '/api/v1/*', status_class: '2xx' })).toBe(1);
    expect(await count({ method: 'GET', route: '/api/v1/*', status_class: '4xx' })).toBe(1);
    const text = await bff.metricsText();
    expect(text).toMatch(/portal_bff_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/health"/);
    expect(text).not.toMatch(/route="\/(rewards|app\.css|favicon\.svg)"/);
  });

  it('add no label value for requests to random unknown paths, whatever their method', async () => {
    const { app } = bff;
    const before = await routesOf();
    for (let i = 0; i < 30; i++) {
      const path = `/${randomBytes(6).toString('hex')}/${randomBytes(3).toString('hex')}?q=${i}`;
      await app.inject(path);
      await app.inject({ method: 'GET', url: `/bff${path}` });
      await app.inject({ method: 'GET', url: `/static${path}` });
      await app.inject({ method: 'DELETE', url: `/api/v1${path}`, headers: portalHeaders });
    }
    const after = await routesOf();
    expect(after).toEqual(before);
    expect(after.every((route) => /^(\/[\w/.:*-]*|\([a-z]+\))$/.test(route))).toBe(true);
    expect(after.join(' ')).not.toMatch(/[0-9a-f]{12}/);
  });

  it('time provider calls by route group and outcome', async () => {
    const { app } = bff;
    await app.inject('/api/v1/rewards/search?shouldPage=true&page=0&size=4');
    await app.inject('/api/v1/account/summary');
    const calls = (group: string, outcome: string) =>
      bff.value('portal_bff_provider_request_duration_seconds_count', { group, outcome });
    expect(await calls('rewards', 'ok')).toBeGreaterThanOrEqual(2);
    // The client token the reads went with.
    expect(await calls('oauth', 'ok')).toBeGreaterThanOrEqual(1);
    // The provider's own 403: no member is signed in.
    expect(await calls('account', '4xx')).toBeGreaterThanOrEqual(2);
    expect(await bff.value('portal_bff_provider_breaker_state', { group: 'rewards', state: 'closed' })).toBe(1);
    expect(await bff.value('portal_bff_provider_breaker_state', { group: 'rewards', state: 'open' })).toBe(0);
    expect(await bff.value('portal_bff_provider_breaker_opened_total', { group: 'rewards' })).toBe(0);
  });

  it('count limiter and challenge decisions by action, and read the login queue', async () => {
    const { app, value } = bff;
    expect(await value('portal_bff_limiter_decisions_total', { action: 'password-reset', decision: 'allowed' })).toBe(
      0,
    );
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/account/password/reset',
      remoteAddress: '203.0.113.50',
      headers: portalHeaders,
      payload: { emailAddress: 'nobody-here@example.com' },
    });
    expect(reset.statusCode).toBeLessThan(500);
    expect(await value('portal_bff_limiter_decisions_total', { action: 'password-reset', decision: 'allowed' })).toBe(
      1,
    );
    // An account's free budget from new browsers is 5; the sixth login needs a challenge.
    for (let i = 0; i < 6; i++) {
      await app.inject({
        method: 'POST',
        url: '/bff/token',
        remoteAddress: `198.51.100.${i + 60}`,
        headers: portalHeaders,
        payload: { grant_type: 'password', username: '20000003', password: `wrong-${i}` },
      });
    }
    expect(await value('portal_bff_limiter_decisions_total', { action: 'login', decision: 'allowed' })).toBe(5);
    expect(await value('portal_bff_limiter_decisions_total', { action: 'login', decision: 'challenged' })).toBe(1);
    expect(await value('portal_bff_challenge_decisions_total', { action: 'login', decision: 'issued' })).toBe(1);
    expect(await value('portal_bff_limiter_decisions_total', { action: 'login', decision: 'refused' })).toBe(0);
    expect(await value('portal_bff_login_queue_waiting')).toBe(0);
    expect(await value('portal_bff_login_queue_running')).toBe(0);
    expect(await value('portal_bff_login_queue_refusals_total', { reason: 'full' })).toBe(0);
    expect(await value('portal_bff_shared_store_up', { kind: 'memory' })).toBe(1);
  }, 60_000);
});

describe('pages the BFF renders', () => {
  it('time each render by page, and count a render that throws or a missing server build as a fallback', async () => {
    const cases = [
      {
        staticDir: testShellDistWithRenderer("return '<form>the page</form>';"),
        rendered: 1,
        error: 0,
        unavailable: 0,
      },
      {
        staticDir: testShellDistWithRenderer('throw new Error("broken build")'),
        rendered: 0,
        error: 1,
        unavailable: 0,
      },
      { staticDir: testShellDist(), rendered: 0, error: 0, unavailable: 1 },
    ];
    for (const { staticDir, rendered, error, unavailable } of cases) {
      const bff = await listeningBff(provider.url, { staticDir });
      try {
        // A signed-out /login is the page rendered; a page of the browser's own is no render at all.
        expect((await bff.app.inject('/login')).statusCode).toBe(200);
        expect((await bff.app.inject('/rewards')).statusCode).toBe(200);
        // /login is the shell's own page: its version label is `shell` (a remote's page carries its version).
        expect(
          await bff.value('portal_bff_server_render_duration_seconds_count', { page: 'login', version: 'shell' }),
        ).toBe(rendered === 0 ? undefined : rendered);
        const fallbacks = (reason: string) =>
          bff.value('portal_bff_server_render_fallbacks_total', { page: 'login', version: 'shell', reason });
        expect(await fallbacks('error')).toBe(error);
        expect(await fallbacks('unavailable')).toBe(unavailable);
      } finally {
        await bff.app.close();
      }
    }
  });
});

describe('a provider that cannot be reached', () => {
  it("is counted as unreachable, then breaker-open, and its group's breaker as opened", async () => {
    const closedPort = await freePort();
    const bff = await listeningBff(`http://127.0.0.1:${closedPort}`, { providerTimeoutMs: 2_000 });
    try {
      for (let i = 0; i < 5; i++) await bff.app.inject('/api/v1/reward-category');
      const calls = (group: string, outcome: string) =>
        bff.value('portal_bff_provider_request_duration_seconds_count', { group, outcome });
      // The client token is asked first (oauth); its breaker opens after 3 in a row.
      expect(await calls('oauth', 'unreachable')).toBe(3);
      expect(await calls('oauth', 'breaker-open')).toBe(2);
      expect(await bff.value('portal_bff_provider_breaker_opened_total', { group: 'oauth' })).toBe(1);
      expect(await bff.value('portal_bff_provider_breaker_state', { group: 'oauth', state: 'open' })).toBe(1);
      expect(await bff.value('portal_bff_provider_breaker_state', { group: 'oauth', state: 'closed' })).toBe(0);
    } finally {
      await bff.app.close();
    }
  });
});

describe.skipIf(!HAS_REDIS_SERVER)('the same metrics on Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('have the same names as in memory; Redis commands are timed, and an outage is counted and logged', async () => {
    const memory = await listeningBff(provider.url);
    const shared = await listeningBff(provider.url, { redisUrl: redis.url, requestsPerMinute: 100 });
    try {
      const names = async (bff: typeof memory) => [
        ...new Set((await bff.metricsText()).split('\n').flatMap((line) => /^# TYPE (\S+)/.exec(line)?.[1] ?? [])),
      ];
      expect((await names(shared)).sort()).toEqual((await names(memory)).sort());

      const reset = () =>
        shared.app.inject({
          method: 'POST',
          url: '/api/v1/account/password/reset',
          remoteAddress: '203.0.113.70',
          headers: portalHeaders,
          payload: { emailAddress: 'nobody-here@example.com' },
        });
      expect((await reset()).statusCode).toBeLessThan(500);
      expect(await shared.value('portal_bff_shared_store_up', { kind: 'redis' })).toBe(1);
      const answered = (await shared.samples()).filter(
        (sample) => sample.name === 'portal_bff_redis_command_duration_seconds_count',
      );
      expect(answered.map((sample) => sample.labels.command)).toContain('evalsha');
      // ioredis's handshake (CLIENT SETINFO, which Redis before 7.2 refuses) is not counted.
      expect(
        (await shared.samples()).filter((sample) => sample.name === 'portal_bff_redis_command_errors_total'),
      ).toEqual([]);
      expect(
        await shared.value('portal_bff_limiter_decisions_total', { action: 'request-ceiling', decision: 'allowed' }),
      ).toBe(1);

      await redis.stop();
      expect((await reset()).statusCode).toBe(503);
      expect(
        await shared.value('portal_bff_limiter_decisions_total', { action: 'password-reset', decision: 'unavailable' }),
      ).toBe(1);
      const failed = (await shared.samples()).filter(
        (sample) => sample.name === 'portal_bff_redis_command_errors_total' && sample.labels.reason === 'connection',
      );
      expect(failed.reduce((sum, sample) => sum + sample.value, 0)).toBeGreaterThanOrEqual(1);
      expect(await shared.value('portal_bff_shared_store_up', { kind: 'redis' })).toBe(0);
      await expect
        .poll(() => shared.value('portal_bff_redis_connection_errors_total', { connection: 'commands' }))
        .toBeGreaterThanOrEqual(1);
      // Not swallowed: the failed commands are in the log (each kind once, not once per command).
      const logged = shared.lines.map((line) => JSON.parse(line) as { msg: string; command?: string; reason?: string });
      expect(logged.some((line) => line.msg === 'Redis command failed' && line.reason === 'connection')).toBe(true);
      expect(logged.some((line) => line.msg.startsWith('shared store (Redis) unavailable'))).toBe(true);
    } finally {
      await redis.start();
      await memory.app.close();
      await shared.app.close();
    }
  }, 60_000);
});
