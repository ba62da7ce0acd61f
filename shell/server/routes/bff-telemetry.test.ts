import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTE_LABELS, TELEMETRY_OWNERS, type TelemetryEvent } from '@portal/contracts/telemetry';
import { startMetricsServer } from '@portal/server-kit/metrics-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BffApp } from '../context.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { createTelemetryMetrics, MAX_PORTAL_SERIES } from '../telemetry/telemetry-metrics.ts';
import { figuresOf, tallyKeyOf } from '../telemetry/version-tally.ts';
import { buildTestBff, ORIGIN } from '../testing/test-bff.ts';

const VERSION = '0123456789ab';
const tags = { route: '/rewards', remote: 'rewards', version: VERSION } as const;
const beacon = { origin: ORIGIN, 'content-type': 'application/json' };

let app: BffApp;
const store = createMemoryStore();
/** The rewards origin's live manifest: it serves VERSION, as packages/remote-origin writes it. */
let origin: Server;

beforeAll(async () => {
  origin = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ metaData: { publicPath: `http://rewards.example/v/${VERSION}/` } })),
  );
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const manifest = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/mf-manifest.json`;
  app = (await buildTestBff('http://127.0.0.1:9', { telemetryPerMinute: 5 }, { REWARDS_REMOTE_URL: manifest }, store))
    .app;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => origin.close(resolve));
});

const post = (events: unknown[], headers: Record<string, string> = beacon, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/bff/telemetry', headers, payload: { events }, remoteAddress });

describe('POST /bff/telemetry', () => {
  it('counts a beacon per remote version on the shared store, without the CSRF header a beacon cannot send', async () => {
    const events: TelemetryEvent[] = [
      { type: 'load', ...tags },
      { type: 'load', ...tags },
      { type: 'boundary-error', ...tags },
      { type: 'vital', name: 'LCP', value: 1_800, ...tags },
    ];
    const answer = await post(events);
    expect(answer.statusCode).toBe(204);
    expect(figuresOf(await store.readTally(tallyKeyOf('rewards', VERSION)))).toEqual({
      loads: 2,
      errors: 1,
      errorsPer1000: 500,
      p75LcpMs: 2_000,
    });
  });

  it('refuses a beacon from another origin, and anything that is not a bounded batch', async () => {
    expect(
      (await post([{ type: 'load', ...tags }], { ...beacon, origin: 'https://evil.example' }, '10.0.0.2')).statusCode,
    ).toBe(403);
    for (const events of [
      [],
      [{ type: 'load', ...tags, route: '/rewards/12345?token=abc' }],
      [{ type: 'load', ...tags, version: 'v1' }],
    ]) {
      expect((await post(events, beacon, '10.0.0.3')).statusCode).toBe(400);
    }
    const tooMany = Array.from({ length: 21 }, () => ({ type: 'load', ...tags }));
    expect((await post(tooMany, beacon, '10.0.0.4')).statusCode).toBe(400);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/bff/telemetry',
      headers: beacon,
      payload: JSON.stringify({ events: [{ type: 'load', ...tags, padding: 'x'.repeat(9_000) }] }),
      remoteAddress: '10.0.0.5',
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it('stores nothing for a version the rewards origin does not serve, nor for a version on the shell', async () => {
    const other = 'abcdef012345';
    expect((await post([{ type: 'boundary-error', ...tags, version: other }], beacon, '10.0.0.6')).statusCode).toBe(
      204,
    );
    expect(
      (await post([{ type: 'load', ...tags, remote: 'shell', version: VERSION }], beacon, '10.0.0.6')).statusCode,
    ).toBe(204);
    expect(await store.readTally(tallyKeyOf('rewards', other))).toEqual({});
    expect(await store.readTally(tallyKeyOf('shell', VERSION))).toEqual({});
  });

  it('accepts at most TELEMETRY_PER_MINUTE beacons per address, and a refused one counts nowhere', async () => {
    const loadsBefore = figuresOf(await store.readTally(tallyKeyOf('rewards', VERSION))).loads;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post([{ type: 'load', ...tags }], beacon, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    // Where the limit lands: the version's tally (what the canary judges) holds the five accepted loads only.
    expect(figuresOf(await store.readTally(tallyKeyOf('rewards', VERSION))).loads - loadsBefore).toBe(5);
  });

  it('counts an IPv6 client per /64: seven addresses of one /64 share one allowance', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push((await post([{ type: 'load', ...tags }], beacon, `2001:db8:7:7::${i}`)).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await post([{ type: 'load', ...tags }], beacon, '2001:db8:7:8::1')).statusCode).toBe(204);
  });
});

describe('POST /bff/telemetry/csp', () => {
  it('accepts the browser’s own reports (no Origin, report content types)', async () => {
    for (const [type, payload] of [
      [
        'application/csp-report',
        { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://x.example/a.js' } },
      ],
      [
        'application/reports+json',
        [{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'inline' } }],
      ],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: '/bff/telemetry/csp',
        headers: { 'content-type': type },
        payload: JSON.stringify(payload),
        remoteAddress: '10.0.1.1',
      });
      expect(answer.statusCode).toBe(204);
    }
  });
});

describe('GET /metrics', () => {
  it('serves the Prometheus text of the counted events, with histograms for the vitals', async () => {
    const metrics = createTelemetryMetrics();
    metrics.record({ type: 'boundary-error', ...tags });
    metrics.record({ type: 'load-failure', layer: 'manifest', ...tags, remote: 'vouchers', version: 'unknown' });
    metrics.record({ type: 'vital', name: 'LCP', value: 1_200, ...tags });
    metrics.recordCspViolation({ directive: 'script-src-elem', blocked: 'external' });
    const server = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
      expect(text).toContain(`portal_route_errors_total{remote="rewards",version="${VERSION}",route="/rewards"} 1`);
      expect(text).toContain(
        'portal_remote_load_failures_total{remote="vouchers",version="unknown",route="/rewards",layer="manifest"} 1',
      );
      expect(text).toContain('portal_web_vitals_lcp_seconds_bucket{le="1.5",remote="rewards",route="/rewards"} 1');
      expect(text).toContain('portal_csp_violations_total{directive="script-src-elem",blocked="external"} 1');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('keeps at most 8 versions of a remote as labels, and never more series than MAX_PORTAL_SERIES', async () => {
    const metrics = createTelemetryMetrics();
    for (let i = 0; i < 12; i++) {
      metrics.record({ type: 'load', ...tags, version: i.toString(16).padStart(12, '0') });
    }
    const loads = await metrics.registry.getSingleMetricAsString('portal_remote_loads_total');
    expect(loads).toContain('version="other",route="/rewards"} 4');
    expect(loads.split('\n').filter((line) => line.startsWith('portal_remote_loads_total{')).length).toBe(9);
    // Whatever gets past the checks, every label is a picklist or a version slot.
    const random = (length: number) => Math.floor(Math.random() * length);
    for (let i = 0; i < 3_000; i++) {
      const event = {
        route: ROUTE_LABELS[random(ROUTE_LABELS.length)] ?? '/',
        remote: TELEMETRY_OWNERS[random(TELEMETRY_OWNERS.length)] ?? 'shell',
        version: random(4) === 0 ? 'unknown' : Math.random().toString(16).slice(2, 14).padEnd(12, '0'),
      };
      metrics.record({ type: 'load', ...event });
      metrics.record({ type: 'load-failure', layer: 'chunk', ...event });
      metrics.record({ type: 'vital', name: 'INP', value: random(3_000), ...event });
    }
    const series = (await metrics.registry.metrics())
      .split('\n')
      .filter((line) => line.startsWith('portal_') && !line.startsWith('portal_bff_')).length;
    expect(series).toBeGreaterThan(1_000);
    expect(series).toBeLessThanOrEqual(MAX_PORTAL_SERIES);
  });
});
