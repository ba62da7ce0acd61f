import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { solvedPayload } from '@portal/loyalty-api/testing/captcha-solver';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from './testing/counting-proxy.ts';
import { buildTestBff, cookiesOf, portalHeaders } from './testing/test-bff.ts';

let provider: TestProvider;
let bff: FastifyInstance;
beforeAll(async () => {
  provider = await startTestProvider();
  // Each failed login costs a real scrypt verification (~175 ms here); give the provider time.
  bff = (await buildTestBff(provider.url, { providerTimeoutMs: 15_000 })).app;
});
afterAll(async () => {
  await bff.close();
  await provider.close();
});

const login = (username: string, password: string, remoteAddress: string, cookie = '') =>
  bff.inject({
    method: 'POST',
    url: '/bff/token',
    remoteAddress,
    headers: { ...portalHeaders, ...(cookie ? { cookie } : {}) },
    payload: { grant_type: 'password', username, password },
  });

describe('abuse limits', () => {
  it('answers the 101st failed login in an hour from one IP with 429 and Retry-After', async () => {
    const ip = '203.0.113.7';
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 2 }, (_, i) =>
          login(`2999${String(batch * 2 + i).padStart(4, '0')}`, 'wrong-password', ip),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400]);
    }
    const blocked = await login('20000001', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(blocked.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a little and try again.',
    });
    // Another address is not affected.
    expect((await login('20000001', DEMO_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  }, 60_000);

  it('holds back guessing at one account from new browsers, but not the member on a browser they used before', async () => {
    const member = await login('20000004', DEMO_PASSWORD, '198.51.100.1');
    expect(member.statusCode).toBe(200);
    const knownDevice =
      cookiesOf(member.headers['set-cookie'])
        .split('; ')
        .find((pair) => pair.startsWith('known_device=')) ?? '';
    expect(knownDevice).not.toBe('');

    // An attacker spreads five wrong guesses over many addresses (the free budget of a new browser)…
    for (let i = 0; i < 5; i++)
      expect((await login('incomplete@example.com', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(400);
    // …after which a new browser must solve a challenge first, even with the right password (the limit is per account, by any of its names)…
    const held = await login('INCOMPLETE@example.com', DEMO_PASSWORD, '192.0.2.200');
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('challenge_required');
    // …while the member's own browser, known for 20000004 under its number, still gets in by e-mail as well.
    expect((await login('20000004', DEMO_PASSWORD, '198.51.100.1', knownDevice)).statusCode).toBe(200);
  }, 60_000);

  it('limits password-reset e-mails per address', async () => {
    const reset = (ip: string) =>
      bff.inject({
        method: 'POST',
        url: '/api/v1/account/password/reset',
        remoteAddress: ip,
        headers: portalHeaders,
        payload: { emailAddress: 'member@example.com' },
      });
    for (let i = 0; i < 5; i++) expect((await reset(`198.51.100.${50 + i}`)).statusCode).not.toBe(429);
    const sixth = await reset('198.51.100.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('whether an account exists is never told through the BFF', () => {
  /** What a caller can compare: status, body, and the names of the cookies set. */
  const visible = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => ({
    status: response.statusCode,
    body: response.body,
    cookies: [response.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split('=')[0])
      .sort(),
    cacheControl: response.headers['cache-control'],
  });

  it('login: a wrong password and an unknown member number or address answer alike', async () => {
    const wrong = await login('20000002', 'Not-the-password-9', '198.51.100.21');
    expect(wrong.statusCode).toBe(400);
    for (const unknown of ['29999990', 'nobody-at-all@example.com']) {
      expect(visible(await login(unknown, 'Not-the-password-9', '198.51.100.22'))).toEqual(visible(wrong));
    }
  }, 30_000);

  it('forgot-password: a member’s address and a stranger’s answer alike', async () => {
    const reset = (emailAddress: string, ip: string) =>
      bff.inject({
        method: 'POST',
        url: '/api/v1/account/password/reset',
        remoteAddress: ip,
        headers: portalHeaders,
        payload: { emailAddress },
      });
    const known = await reset('incomplete@example.com', '198.51.100.31');
    expect(known.statusCode).toBe(202);
    expect(visible(await reset('stranger@example.com', '198.51.100.32'))).toEqual(visible(known));
  });

  it('registration: an address that has an account and a new one answer alike', async () => {
    const captchaToken = async (): Promise<string> => {
      const challenge = (await bff.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
      const verified = await bff.inject({
        method: 'POST',
        url: '/api/v1/verify-captcha',
        headers: portalHeaders,
        payload: { payload: await solvedPayload(challenge) },
      });
      return verified.json().captchaToken;
    };
    const register = async (emailAddress: string, ip: string) =>
      bff.inject({
        method: 'POST',
        url: '/bff/token',
        remoteAddress: ip,
        headers: portalHeaders,
        payload: {
          tokenService: 'client',
          prefix: null,
          firstName: 'Dwayne',
          lastName: 'Morgan',
          emailAddress,
          phoneNumber: '8765550444',
          birthdate: '1991-06-15',
          gender: null,
          password: 'Ocho-Rios-2026!',
          termsAccepted: true,
          captchaToken: await captchaToken(),
        },
      });
    const known = await register('member@example.com', '198.51.100.41');
    const fresh = await register('brand-new-member@example.com', '198.51.100.42');
    expect(known.statusCode).toBe(202);
    // The body echoes the address the caller typed, and nothing else.
    expect({
      ...visible(fresh),
      body: fresh.body.replace('brand-new-member@example.com', 'member@example.com'),
    }).toEqual(visible(known));
  }, 30_000);
});

describe('a guarded action refused at the BFF never reaches the provider', () => {
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let counted: FastifyInstance;
  beforeAll(async () => {
    proxy = await startCountingProxy(provider.url);
    counted = (await buildTestBff(proxy.url, { providerTimeoutMs: 15_000 })).app;
  });
  afterAll(async () => {
    await counted.close();
    await proxy.close();
  });

  it('password resets for one account from many addresses: 5 reach the provider, the rest are 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const answer = await counted.inject({
        method: 'POST',
        url: '/api/v1/account/password/reset',
        remoteAddress: `192.0.2.${10 + i}`,
        headers: portalHeaders,
        // One inbox, however it is spelled.
        payload: { emailAddress: i % 2 === 0 ? 'pending@example.com' : `Pending+${i}@Example.com` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429]);
    expect(proxy.callsTo('POST', '/api/v1/account/password/reset')).toBe(5);
  });

  it('promo-code lookups and claims of one member: 30 reach the provider, then 429 with Retry-After', async () => {
    const signedIn = await counted.inject({
      method: 'POST',
      url: '/bff/token',
      remoteAddress: '198.51.100.150',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '20000004', password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookiesOf(signedIn.headers['set-cookie']);
    const lookup = (i: number) =>
      counted.inject({
        method: 'GET',
        url: '/api/v1/promo-codes/NOSUCHCODE',
        // Spread over addresses: the member's own budget is what stops them.
        remoteAddress: `198.51.100.${160 + (i % 20)}`,
        headers: { ...portalHeaders, cookie },
      });
    for (let i = 0; i < 30; i++) expect((await lookup(i)).statusCode).toBe(404);
    const refused = await lookup(30);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(proxy.callsTo('GET', '/api/v1/promo-codes/NOSUCHCODE')).toBe(30);
  }, 30_000);
});
