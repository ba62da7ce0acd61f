import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { trustedProxiesFrom } from './config/settings.ts';
import { buildTestBff, portalHeaders } from './testing/test-bff.ts';

/** No provider: the limits answer before any provider call, and the calls that pass answer 502. */
const NO_PROVIDER = 'http://127.0.0.1:9';

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function bff(trustProxy: false | number | string[]): Promise<FastifyInstance> {
  const { app } = await buildTestBff(NO_PROVIDER, { trustProxy, providerTimeoutMs: 500 });
  apps.push(app);
  return app;
}

/** A forgot-password request (20 per address per hour) from `remoteAddress`, claiming `forwardedFor`. */
const reset = (app: FastifyInstance, n: number, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/account/password/reset',
    remoteAddress,
    headers: { ...portalHeaders, 'x-forwarded-for': forwardedFor },
    payload: { emailAddress: `someone-${n}@example.com` },
  });

describe('TRUSTED_PROXIES', () => {
  it('reads unset or empty as trust none, a number as hops, anything else as a list', () => {
    expect(trustedProxiesFrom(undefined)).toBe(false);
    expect(trustedProxiesFrom(' ')).toBe(false);
    expect(trustedProxiesFrom('2')).toBe(2);
    expect(trustedProxiesFrom('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('unset: a client-written X-Forwarded-For changes no limit', async () => {
    const app = await bff(false);
    for (let i = 0; i < 20; i++) expect((await reset(app, i, `203.0.113.${i + 1}`)).statusCode).not.toBe(429);
    const next = await reset(app, 20, '203.0.113.99');
    expect(next.statusCode).toBe(429);
  });

  it('127.0.0.1: the address the proxy wrote is the client, and other hops cannot claim one', async () => {
    const app = await bff(['127.0.0.1']);
    // Each client behind the proxy has its own count…
    for (let i = 0; i < 25; i++) expect((await reset(app, i, `203.0.113.${i + 1}`)).statusCode).not.toBe(429);
    // …and one client's count reaches its limit whatever else it sends.
    for (let i = 0; i < 20; i++) expect((await reset(app, 100 + i, '198.51.100.7')).statusCode).not.toBe(429);
    expect((await reset(app, 200, '198.51.100.7')).statusCode).toBe(429);
    // A connection from elsewhere than the proxy is that address, whatever it claims.
    for (let i = 0; i < 20; i++)
      expect((await reset(app, 300 + i, `192.0.2.${i + 1}`, '203.0.113.200')).statusCode).not.toBe(429);
    expect((await reset(app, 400, '192.0.2.99', '203.0.113.200')).statusCode).toBe(429);
  });

  it('IPv6 behind the proxy: one /64 is one client however many of its addresses it uses', async () => {
    const app = await bff(['127.0.0.1']);
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) statuses.push((await reset(app, i, `2001:db8:1:1::${i.toString(16)}`)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // The next /64 is another client.
    expect((await reset(app, 99, '2001:db8:1:2::1')).statusCode).not.toBe(429);
  });

  it('a hop count: the address one hop before the nearest proxy is the client', async () => {
    const app = await bff(1);
    for (let i = 0; i < 25; i++)
      expect((await reset(app, i, `192.0.2.66, 203.0.113.${i + 1}`, '10.0.0.5')).statusCode).not.toBe(429);
  });
});
