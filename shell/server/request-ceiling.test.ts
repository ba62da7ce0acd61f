import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from './testing/counting-proxy.ts';
import { buildTestBff } from './testing/test-bff.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = (await buildTestBff('http://127.0.0.1:9', { requestsPerMinute: 5, providerTimeoutMs: 500 })).app;
});
afterAll(() => app.close());

describe('the blanket ceiling per address (RATE_LIMIT_PER_MINUTE)', () => {
  it('answers /bff/* and /api/* past the ceiling with 429 rate_limited, and leaves pages, health and other addresses alone', async () => {
    const session = (remoteAddress: string) => app.inject({ method: 'GET', url: '/bff/session', remoteAddress });
    for (let i = 0; i < 5; i++) expect((await session('203.0.113.1')).statusCode).toBe(200);
    const refused = await session('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a little and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/api/v1/rewards', remoteAddress: '203.0.113.1' })).statusCode).toBe(
      429,
    );
    for (const url of ['/', '/config.json', '/health', '/health/live']) {
      expect((await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.1' })).statusCode, url).toBe(200);
    }
    expect((await session('203.0.113.2')).statusCode).toBe(200);
  });
});

describe('the ceiling where it lands', () => {
  let provider: TestProvider;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    provider = await startTestProvider();
    proxy = await startCountingProxy(provider.url);
    guarded = (await buildTestBff(proxy.url, { requestsPerMinute: 5 })).app;
  }, 180_000);
  afterAll(async () => {
    await guarded?.close();
    await proxy?.close();
    await provider?.close();
  });

  it('the provider sees the reads under the ceiling, and not one of those refused past it', async () => {
    const url = '/api/v1/rewards/search?shouldPage=true&page=0&size=4';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await guarded.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(proxy.callsTo('GET', url)).toBe(5);
    // Another address still has its own five.
    expect((await guarded.inject({ method: 'GET', url, remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    expect(proxy.callsTo('GET', url)).toBe(6);
  });
});
