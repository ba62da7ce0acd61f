import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { serveMetricsAlongside } from './metrics-server.ts';
import { registerRequestMetrics, UNMATCHED_ROUTE } from './request-metrics.ts';

/** The label sets of `name`'s `_count` series, each as a `k=v,…` string, sorted. */
async function countSeries(registry: Registry, name: string): Promise<Map<string, number>> {
  const metric = (await registry.getMetricsAsJSON()).find((one) => one.name === name);
  const series = new Map<string, number>();
  for (const value of (metric?.values ?? []) as Array<{ metricName?: string; labels: object; value: number }>) {
    if (value.metricName !== `${name}_count`) continue;
    const key = Object.entries(value.labels)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, text]) => `${label}=${text}`)
      .join(',');
    series.set(key, value.value);
  }
  return series;
}

async function appWithMetrics(unmatchedRoute?: (url: string) => string | undefined) {
  const registry = new Registry();
  const app = Fastify();
  registerRequestMetrics(app, {
    registry,
    prefix: 'test_',
    ...(unmatchedRoute ? { unmatchedRoute: (request) => unmatchedRoute(request.url) } : {}),
  });
  app.get('/items/:id', async () => ({ ok: true }));
  app.route({ method: ['GET', 'POST'], url: '/api/*', handler: async (_request, reply) => reply.status(502).send() });
  app.get('/file.css', { config: { metricsRoute: '(static)' } }, async () => 'css');
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, registry };
}

describe('registerRequestMetrics', () => {
  it('labels requests by route pattern, method and status class, never by the raw URL', async () => {
    const { app, registry } = await appWithMetrics();
    await app.inject('/items/1');
    await app.inject('/items/2?x=1');
    await app.inject({ method: 'POST', url: '/api/anything/at/all' });
    await app.inject('/file.css');
    await app.inject('/boom');
    await app.inject({ method: 'HEAD', url: '/items/3' });

    expect(await countSeries(registry, 'test_http_request_duration_seconds')).toEqual(
      new Map([
        ['method=GET,route=/items/:id,status_class=2xx', 2],
        ['method=POST,route=/api/*,status_class=5xx', 1],
        ['method=GET,route=(static),status_class=2xx', 1],
        ['method=GET,route=/boom,status_class=5xx', 1],
        ['method=HEAD,route=/items/:id,status_class=2xx', 1],
      ]),
    );
  });

  it('counts requests to random unknown paths under one label: none adds a label value', async () => {
    const { app, registry } = await appWithMetrics();
    await app.inject('/known-to-nobody');
    const before = await countSeries(registry, 'test_http_request_duration_seconds');
    for (let i = 0; i < 50; i++) {
      const path = `/${randomBytes(8).toString('hex')}/${randomBytes(4).toString('hex')}?q=${i}`;
      await app.inject({ method: i % 2 ? 'GET' : 'DELETE', url: path });
      await app.inject({ method: 'GET', url: `/items${path}` });
    }
    await app.inject({ method: 'PROPFIND', url: `/${randomBytes(8).toString('hex')}` });
    const after = await countSeries(registry, 'test_http_request_duration_seconds');
    expect([...after.keys()].sort()).toEqual([
      `method=DELETE,route=${UNMATCHED_ROUTE},status_class=4xx`,
      `method=GET,route=${UNMATCHED_ROUTE},status_class=4xx`,
      `method=OTHER,route=${UNMATCHED_ROUTE},status_class=4xx`,
    ]);
    expect(before.get(`method=GET,route=${UNMATCHED_ROUTE},status_class=4xx`)).toBe(1);
    expect(after.get(`method=GET,route=${UNMATCHED_ROUTE},status_class=4xx`)).toBe(76);
  });

  it('takes the label of an unmatched request from the caller, which can only choose among its own', async () => {
    const { app, registry } = await appWithMetrics((url) => (url.startsWith('/api/') ? undefined : '(page)'));
    await app.inject(`/${randomBytes(8).toString('hex')}`);
    await app.inject({ method: 'PUT', url: '/api/nothing' });
    expect([...(await countSeries(registry, 'test_http_request_duration_seconds')).keys()].sort()).toEqual([
      'method=GET,route=(page),status_class=4xx',
      `method=PUT,route=${UNMATCHED_ROUTE},status_class=4xx`,
    ]);
  });

  it('observes the time the request took, in seconds', async () => {
    const registry = new Registry();
    const app = Fastify();
    registerRequestMetrics(app, { registry, prefix: 'test_' });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      return 'done';
    });
    await app.inject('/slow');
    const text = await registry.metrics();
    expect(text).toMatch(
      /test_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/slow",status_class="2xx"\} 0/,
    );
    expect(text).toMatch(
      /test_http_request_duration_seconds_bucket\{le="0.25",method="GET",route="\/slow",status_class="2xx"\} 1/,
    );
  });

  it('serves the registry on a listener of its own while the app listens, and closes it with the app', async () => {
    const registry = new Registry();
    const app = Fastify();
    registerRequestMetrics(app, { registry, prefix: 'test_' });
    app.get('/hello', async () => 'hi');
    const served = serveMetricsAlongside(app, registry, { host: '127.0.0.1', port: 0 });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await fetch(`${address}/hello`);
    const port = served.port();
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'test_http_request_duration_seconds_count{method="GET",route="/hello",status_class="2xx"} 1',
    );
    // Not on the public port.
    expect((await fetch(`${address}/metrics`)).status).toBe(404);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('refuses to start when its port is taken, before the app takes its own', async () => {
    const registry = new Registry();
    const taken = Fastify();
    const takenAddress = await taken.listen({ host: '127.0.0.1', port: 0 });
    const app = Fastify();
    serveMetricsAlongside(app, registry, { host: '127.0.0.1', port: Number(new URL(takenAddress).port) });
    try {
      await expect(app.listen({ host: '127.0.0.1', port: 0 })).rejects.toThrow(/EADDRINUSE/);
      // The public listener never opened: a load balancer sees no instance without its metrics.
      expect(app.server.listening).toBe(false);
    } finally {
      await app.close();
      await taken.close();
    }
  });
});
