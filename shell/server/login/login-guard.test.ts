import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { solvedPayload } from '@portal/loyalty-api/testing/captcha-solver';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../testing/counting-proxy.ts';
import { HAS_REDIS_SERVER, NO_REDIS_MESSAGE, startTestRedis, type TestRedis } from '../testing/redis-server.ts';
import { buildTestBff, cookiesOf, portalHeaders } from '../testing/test-bff.ts';
import { challengeFactor } from './login-challenge.ts';

if (!HAS_REDIS_SERVER) console.warn(NO_REDIS_MESSAGE);

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

let provider: TestProvider;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
beforeAll(async () => {
  provider = await startTestProvider();
  proxy = await startCountingProxy(provider.url);
}, 400_000);
afterAll(async () => {
  await proxy?.close();
  await provider?.close();
});

const loginWith =
  (bff: FastifyInstance) =>
  (username: string, password: string, remoteAddress: string, options: { cookie?: string; altcha?: string } = {}) =>
    bff.inject({
      method: 'POST',
      url: '/bff/token',
      remoteAddress,
      headers: { ...portalHeaders, ...(options.cookie ? { cookie: options.cookie } : {}) },
      payload: {
        grant_type: 'password',
        username,
        password,
        ...(options.altcha ? { altcha: options.altcha } : {}),
      },
    });

const isChallenge = (answer: Answer): boolean =>
  answer.statusCode === 429 &&
  Number(answer.headers['retry-after']) >= 1 &&
  answer.json().code === 'challenge_required' &&
  typeof answer.json().challenge?.signature === 'string';

/** The rules that must hold whichever shared store counts (memory for one BFF, Redis for a fleet). */
function raceContract(name: string, redisUrl: () => string | undefined) {
  describe(name, () => {
    let bff: FastifyInstance;
    beforeAll(async () => {
      const url = redisUrl();
      bff = (await buildTestBff(proxy.url, { providerTimeoutMs: 30_000, ...(url ? { redisUrl: url } : {}) })).app;
    });
    afterAll(() => bff?.close());

    it('lets at most the free budget of 30 parallel wrong guesses reach the provider; the rest get 429 and a challenge', async () => {
      const login = loginWith(bff);
      const before = proxy.passwordChecks();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login('20000002', `Wrong-guess-${i}`, '198.51.100.70')),
      );
      expect(proxy.passwordChecks() - before).toBeLessThanOrEqual(5);
      // Those let through answer 400, or 5xx on a provider too slow for its timeout (counted all the same); the
      // rest are refused before the provider: 429 with Retry-After past the budget (with a challenge) or past this
      // address's share of the queue.
      for (const answer of answers) {
        expect([400, 429, 502, 503, 504]).toContain(answer.statusCode);
        if (answer.statusCode === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(20);
      // The account's other name shares the budget: at most what is left of the 5 reaches the provider.
      let next = await login('pending@example.com', 'Wrong-guess-x', '198.51.100.71');
      for (let i = 0; i < 8 && !isChallenge(next); i++) {
        next = await login('pending@example.com', `Wrong-guess-${i}`, '198.51.100.71');
      }
      expect(isChallenge(next)).toBe(true);
      expect(proxy.passwordChecks() - before).toBeLessThanOrEqual(5);
    }, 240_000);
  });
}

raceContract('with the memory store', () => undefined);

describe.skipIf(!HAS_REDIS_SERVER)('with Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis?.stop());
  raceContract('Redis', () => redis.url);
});

describe('login defence', () => {
  let bff: FastifyInstance;
  let login: ReturnType<typeof loginWith>;
  beforeAll(async () => {
    bff = (await buildTestBff(proxy.url, { providerTimeoutMs: 30_000 })).app;
    login = loginWith(bff);
  });
  afterAll(() => bff?.close());

  it('counts one account under all its names: guesses at the e-mail address hold back the member number', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('incomplete@example.com', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(400);
    }
    expect(isChallenge(await login('20000004', DEMO_PASSWORD, '192.0.2.100'))).toBe(true);
  }, 120_000);

  it('lets a solved challenge through once, and never the same solution twice', async () => {
    for (let i = 0; i < 5; i++) expect((await login('20000003', `guess-${i}`, '192.0.2.20')).statusCode).toBe(400);
    const refused = await login('20000003', DEMO_PASSWORD, '192.0.2.21');
    expect(isChallenge(refused)).toBe(true);
    const altcha = await solvedPayload(refused.json().challenge);
    const before = proxy.passwordChecks();
    const signedIn = await login('20000003', DEMO_PASSWORD, '192.0.2.21', { altcha });
    expect(signedIn.statusCode).toBe(200);
    expect(proxy.passwordChecks() - before).toBe(1);
    expect(isChallenge(await login('20000003', DEMO_PASSWORD, '192.0.2.22', { altcha }))).toBe(true);
    // A solution for another account is refused too.
    const other = await login('member@example.com', 'x', '192.0.2.23', { altcha });
    expect([400, 429]).toContain(other.statusCode);
    expect(proxy.passwordChecks() - before).toBeLessThanOrEqual(2);
  }, 120_000);

  it('keeps the owner’s own budget on a browser that signed in before; its cookie is an opaque id', async () => {
    const member = await login('20000001', DEMO_PASSWORD, '198.51.100.1');
    expect(member.statusCode).toBe(200);
    const knownDevice =
      cookiesOf(member.headers['set-cookie'])
        .split('; ')
        .find((pair) => pair.startsWith('known_device=')) ?? '';
    expect(knownDevice).toMatch(/^known_device=[A-Za-z0-9_-]{43}$/);
    expect(knownDevice).not.toContain('20000001');
    for (let i = 0; i < 6; i++) await login('20000001', `guess-${i}`, `203.0.113.${i + 1}`);
    expect(isChallenge(await login('20000001', DEMO_PASSWORD, '203.0.113.50'))).toBe(true);
    expect((await login('20000001', DEMO_PASSWORD, '198.51.100.1', { cookie: knownDevice })).statusCode).toBe(200);
    // A made-up id is just a new browser.
    const forged = 'known_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(isChallenge(await login('20000001', DEMO_PASSWORD, '198.51.100.1', { cookie: forged }))).toBe(true);
  }, 120_000);
});

describe('provider failures count as attempts', () => {
  it('password checks the provider fails use up the free budget; the next attempt needs a challenge', async () => {
    const failing = await startCountingProxy(provider.url);
    const { app } = await buildTestBff(failing.url, { providerTimeoutMs: 30_000 });
    try {
      failing.failPasswordChecks(true);
      const login = loginWith(app);
      for (let i = 0; i < 5; i++)
        expect((await login('20000002', 'x', '192.0.2.60')).statusCode).toBeGreaterThanOrEqual(500);
      const next = await login('20000002', 'x', '192.0.2.61');
      expect(isChallenge(next)).toBe(true);
      expect(failing.passwordChecks()).toBeLessThanOrEqual(5);
    } finally {
      await app.close();
      await failing.close();
    }
  }, 120_000);
});

describe('challenge cost', () => {
  it('starts at the base work and doubles every 5 failures past the budget, up to 4×', () => {
    expect([0, 1, 4, 5, 9, 10, 15, 20, 25, 100].map(challengeFactor)).toEqual([1, 1, 1, 2, 2, 4, 4, 4, 4, 4]);
  });
});
