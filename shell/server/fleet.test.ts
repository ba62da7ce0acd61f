import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_REDIS_SERVER, NO_REDIS_MESSAGE, startTestRedis, type TestRedis } from './testing/redis-server.ts';
import { refreshTokenCounts } from './testing/refresh-token-counts.ts';
import { buildTestBff, cookiesOf, portalHeaders } from './testing/test-bff.ts';

if (!HAS_REDIS_SERVER) console.warn(NO_REDIS_MESSAGE);

/** Two BFF instances on one Redis, as behind a round-robin balancer. */
describe.skipIf(!HAS_REDIS_SERVER)('two BFF instances sharing Redis', () => {
  let redis: TestRedis;
  let provider: TestProvider;
  let one: FastifyInstance;
  let two: FastifyInstance;
  /** Two more instances with a blanket ceiling of 5 requests a minute per address. */
  let ceilingOne: FastifyInstance;
  let ceilingTwo: FastifyInstance;

  beforeAll(async () => {
    redis = await startTestRedis();
    provider = await startTestProvider();
    // Failed logins cost a real scrypt verification at the provider; give it time on a busy machine.
    const settings = { redisUrl: redis.url, providerTimeoutMs: 15_000 };
    one = (await buildTestBff(provider.url, settings)).app;
    two = (await buildTestBff(provider.url, settings)).app;
    const ceiling = { redisUrl: redis.url, requestsPerMinute: 5 };
    ceilingOne = (await buildTestBff(provider.url, ceiling)).app;
    ceilingTwo = (await buildTestBff(provider.url, ceiling)).app;
    // A provider seeds its members with real password hashes: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await ceilingOne?.close();
    await ceilingTwo?.close();
    await provider?.close();
    await redis?.stop();
  });

  const login = (bff: FastifyInstance, username: string, password: string, remoteAddress = '198.51.100.10') =>
    bff.inject({
      method: 'POST',
      url: '/bff/token',
      remoteAddress,
      headers: portalHeaders,
      payload: { grant_type: 'password', username, password },
    });

  it('stops failed logins alternating between the instances at the same count as one instance', async () => {
    // An account's free budget from new browsers is 5 failed logins in 15 minutes, whichever
    // instance counted them (login/login-guard.ts); past it, a login needs a proof of work.
    for (let i = 0; i < 5; i++) {
      const bff = i % 2 === 0 ? one : two;
      expect((await login(bff, '20000003', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(400);
    }
    for (const [bff, address] of [
      [one, '192.0.2.100'],
      [two, '192.0.2.101'],
    ] as const) {
      const refused = await login(bff, '20000003', DEMO_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'challenge_required' });
    }
  }, 120_000);

  it('20 parallel refreshes of one session split across both instances: one refresh-token grant at the provider', async () => {
    const signedIn = await login(one, '20000001', DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookiesOf(signedIn.headers['set-cookie']);
    const before = await refreshTokenCounts(provider, '20000001');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).inject({
          method: 'POST',
          url: '/bff/token',
          headers: { ...portalHeaders, cookie },
          payload: { grant_type: 'refresh_token' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const after = await refreshTokenCounts(provider, '20000001');
    expect(after.issued - before.issued).toBe(1);
    expect(after.spent - before.spent).toBe(1);
    // Both instances answered with the winner's tokens, and they work on either instance.
    const renewed = new Set(answers.map((answer) => cookiesOf(answer.headers['set-cookie'], cookie)));
    expect(renewed.size).toBe(1);
    const [next] = [...renewed];
    for (const bff of [one, two]) {
      expect(
        (await bff.inject({ method: 'GET', url: '/api/v1/account/points', headers: { cookie: next } })).statusCode,
      ).toBe(200);
    }
  }, 60_000);

  it('counts the blanket ceiling per address across the instances', async () => {
    const session = (bff: FastifyInstance) =>
      bff.inject({ method: 'GET', url: '/bff/session', remoteAddress: '203.0.113.50' });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await session(i % 2 === 0 ? ceilingOne : ceilingTwo)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with Redis down: pages, config and signed-in reads work, guarded actions answer 503 store_unavailable fast; Redis back: logins within 5 s', async () => {
    const signedIn = await login(two, '20000002', DEMO_PASSWORD, '198.51.100.20');
    const cookie = cookiesOf(signedIn.headers['set-cookie']);
    await redis.stop();
    try {
      expect((await one.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect((await one.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
      expect((await one.inject({ method: 'GET', url: '/bff/session', headers: { cookie } })).json().authenticated).toBe(
        true,
      );
      expect((await one.inject({ method: 'GET', url: '/api/v1/account/points', headers: { cookie } })).statusCode).toBe(
        200,
      );

      const started = Date.now();
      const refused = await login(one, '20000002', DEMO_PASSWORD, '198.51.100.21');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: 'store_unavailable',
        message: 'This is unavailable for a moment. Please try again in a minute.',
      });
      const reset = await two.inject({
        method: 'POST',
        url: '/api/v1/account/password/reset',
        headers: portalHeaders,
        payload: { emailAddress: 'member@example.com' },
      });
      expect(reset.statusCode).toBe(503);
      // Degraded, not failing: every instance shares this Redis, so failing readiness would pull the fleet.
      const ready = await one.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'degraded', degraded: ['store'], detail: /Redis/ });
      expect((await one.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      // The ceiling guards capacity, not credentials: uncounted, requests pass.
      for (let i = 0; i < 6; i++) {
        const session = await ceilingOne.inject({ method: 'GET', url: '/bff/session', remoteAddress: '203.0.113.51' });
        expect(session.statusCode).toBe(200);
      }
    } finally {
      await redis.start();
    }
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5_000) {
      status = (await login(one, '20000002', DEMO_PASSWORD, '198.51.100.22')).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await one.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ready' });
  }, 60_000);
});
