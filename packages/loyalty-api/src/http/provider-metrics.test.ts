import { randomBytes } from 'node:crypto';
import { freePort } from '@portal/server-kit/free-port';
import type { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../settings.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';

let provider: TestProvider;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  provider = await startTestProvider({ metrics: { host: '127.0.0.1', port: metricsPort } });
});
afterAll(async () => {
  await provider?.close();
});

/** `name`'s series as `{label="value",…} value` lines (the text format's, without the name). */
async function series(registry: Registry, name: string): Promise<string[]> {
  return (await registry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => line.slice(name.length));
}

describe("the provider's metrics", () => {
  it('count requests by route pattern and status class; random unknown paths add no label value', async () => {
    const { app, metrics } = provider;
    await app.inject('/health');
    await app.inject('/media/rewards/dunns-river-day-pass.svg');
    await app.inject('/media/rewards/no-such-file.svg');
    await app.inject({ method: 'POST', url: '/oauth/token', payload: 'grant_type=password' });
    for (let i = 0; i < 20; i++) await app.inject(`/${randomBytes(6).toString('hex')}?n=${i}`);
    const first = await series(metrics, 'portal_provider_http_request_duration_seconds_count');
    for (let i = 0; i < 20; i++) {
      await app.inject({ method: i % 2 ? 'GET' : 'PUT', url: `/api/v1/${randomBytes(6).toString('hex')}` });
    }
    const counts = await series(metrics, 'portal_provider_http_request_duration_seconds_count');

    expect(counts).toContain('{method="GET",route="/health",status_class="2xx"} 1');
    expect(counts).toContain('{method="GET",route="/media/rewards/:file",status_class="2xx"} 1');
    expect(counts).toContain('{method="GET",route="/media/rewards/:file",status_class="4xx"} 1');
    expect(counts.some((line) => line.startsWith('{method="POST",route="/oauth/token",status_class="4xx"}'))).toBe(
      true,
    );
    expect(counts).toContain('{method="GET",route="(unmatched)",status_class="4xx"} 30');
    expect(counts).toContain('{method="PUT",route="(unmatched)",status_class="4xx"} 10');
    // The second twenty unknown paths made one new label set (PUT), no new route.
    expect(counts.length).toBe(first.length + 1);
    expect(counts.join('\n')).not.toMatch(/route="\/[0-9a-f]{12}|route="\/api\/v1\/[0-9a-f]/);
  });

  it("report the process as portal_provider_*, and the PostgreSQL pool's connections (none on PGlite)", async () => {
    const text = await provider.metrics.metrics();
    expect(text).toMatch(/^portal_provider_process_cpu_seconds_total /m);
    const pool = await series(provider.metrics, 'portal_provider_db_pool_max');
    if (provider.db.kind === 'postgres') {
      expect(text).toContain('# TYPE portal_provider_db_pool_in_use gauge');
      expect(pool).toEqual([' 10']);
      expect(await series(provider.metrics, 'portal_provider_db_pool_waiting')).toEqual([' 0']);
      const inUse = Number((await series(provider.metrics, 'portal_provider_db_pool_in_use'))[0]);
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(inUse).toBeLessThanOrEqual(10);
    } else {
      expect(text).not.toContain('portal_provider_db_pool_');
    }
  });

  it('are served on PROVIDER_METRICS_PORT (PROVIDER_METRICS_HOST, default 127.0.0.1), and nowhere without it', () => {
    const base = { OAUTH_CLIENT_SECRET: 'test-client-secret-0123456789' };
    expect(settingsFromEnv(base).metrics).toBeUndefined();
    expect(settingsFromEnv({ ...base, PROVIDER_METRICS_PORT: '9464' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(
      settingsFromEnv({ ...base, PROVIDER_METRICS_PORT: '9464', PROVIDER_METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ host: '10.0.0.5', port: 9464 });
    expect(() => settingsFromEnv({ ...base, PROVIDER_METRICS_PORT: 'x' })).toThrow(/PROVIDER_METRICS_PORT/);
  });

  it('GET /metrics answers on its own listener, not on the API port', async () => {
    expect((await fetch(`${provider.url}/metrics`)).status).toBe(404);
    const served = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('# TYPE portal_provider_http_request_duration_seconds histogram');
  });
});
