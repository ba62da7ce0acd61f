import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { solvedPayload } from '@portal/loyalty-api/testing/captcha-solver';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenCounts } from './testing/refresh-token-counts.ts';
import { buildTestBff, cookiesOf, ORIGIN, portalHeaders } from './testing/test-bff.ts';

let provider: TestProvider;
let bff: FastifyInstance;

beforeAll(async () => {
  provider = await startTestProvider();
  bff = (await buildTestBff(provider.url)).app;
});
afterAll(async () => {
  await bff.close();
  await provider.close();
});

async function signIn(
  username = '20000001',
): Promise<{ cookie: string; response: Awaited<ReturnType<FastifyInstance['inject']>> }> {
  const response = await bff.inject({
    method: 'POST',
    url: '/bff/token',
    headers: portalHeaders,
    payload: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  return { cookie: cookiesOf(response.headers['set-cookie']), response };
}

/** Login flow step "store type" (requirements §4.3): the cookies after the BFF has stored the account type. */
async function storeAccountType(cookie: string, accountType: 'user' | 'guest'): Promise<string> {
  const stored = await bff.inject({
    method: 'POST',
    url: '/bff/token',
    headers: { ...portalHeaders, cookie },
    payload: { accountType },
  });
  return cookiesOf(stored.headers['set-cookie'], cookie);
}

describe('/bff/token password grant', () => {
  it('sets the tokens as httpOnly, SameSite=Strict, Path=/ cookies without a Domain, and never in the body', async () => {
    const { response } = await signIn();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { token_type: 'bearer', expires_in: 900 } });
    expect(response.body).not.toMatch(/eyJ/); // no JWT anywhere in the body
    const cookies = [response.headers['set-cookie']].flat() as string[];
    for (const name of ['access_token', 'refresh_token']) {
      const line = cookies.find((c) => c.startsWith(`${name}=`) && !/max-age=0/i.test(c));
      expect(line, name).toBeDefined();
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Strict/i);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      expect(line).not.toMatch(/Secure/i); // served over http in this test
    }
  });

  it('marks cookies Secure when served over https', async () => {
    const secure = (await buildTestBff(provider.url, { secureCookies: true })).app;
    const response = await secure.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '20000001', password: DEMO_PASSWORD },
    });
    const cookies = [response.headers['set-cookie']].flat() as string[];
    expect(cookies.filter((c) => /^(access|refresh)_token=/.test(c)).every((c) => /; Secure/i.test(c))).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await secure.close();
  });

  it("answers 'Incorrect login details' for a wrong password or an unknown member, identically", async () => {
    const wrong = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '20000001', password: 'wrong-password' },
    });
    const unknown = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '29999999', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_grant', message: 'Incorrect login details' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });
});

describe('/bff/session', () => {
  it('is signed out without cookies, signed in with a member’s, and knows the stored type', async () => {
    expect((await bff.inject({ method: 'GET', url: '/bff/session' })).json()).toEqual({
      authenticated: false,
      type: null,
      popUps: { pop_up: null, pop_up_rewards: null },
    });
    const { cookie } = await signIn();
    expect((await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie } })).json()).toMatchObject({
      authenticated: true,
      type: null,
    });
    const withType = await storeAccountType(cookie, 'user');
    expect(
      (await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: withType } })).json(),
    ).toMatchObject({
      authenticated: true,
      type: 'user',
    });
  });

  it('treats a client token as signed out (requirements §5.2)', async () => {
    const client = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'client_credentials' },
    });
    const cookie = cookiesOf(client.headers['set-cookie']);
    expect(cookie).toMatch(/access_token=/);
    expect(cookie).not.toMatch(/refresh_token=/);
    expect((await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie } })).json().authenticated).toBe(
      false,
    );
  });

  it('logs out: cookies cleared, tokens revoked, a replayed old cookie gets 401', async () => {
    const { cookie } = await signIn();
    const logout = await bff.inject({
      method: 'DELETE',
      url: '/bff/session',
      headers: { origin: ORIGIN, 'x-portal-request': '1', cookie },
    });
    expect(logout.statusCode).toBe(204);
    // The session's cookies are gone; only the signed known-device marker stays (it is not a credential).
    expect(cookiesOf(logout.headers['set-cookie'], cookie)).toMatch(/^known_device=[^;]+$/);
    const replay = await bff.inject({ method: 'GET', url: '/api/v1/account/points', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });
});

describe('pop-up cookies', () => {
  it('mirrors pop-up state in signed, httpOnly cookies that expire the same day, and reports them', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const set = await bff.inject({
      method: 'POST',
      url: '/bff/pop-up',
      headers: portalHeaders,
      payload: { key: 'pop_up_rewards', isSeen: true, expiresAt, campaignId: 'rewards-2026-12' },
    });
    expect(set.statusCode).toBe(204);
    const line = [set.headers['set-cookie']].flat().find((c) => String(c).startsWith('pop_up_rewards=')) as string;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(new Date(/Expires=([^;]+)/i.exec(line)?.[1] ?? '').getTime()).toBe(new Date(expiresAt).setMilliseconds(0));
    const cookie = cookiesOf(set.headers['set-cookie']);
    const session = (await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie } })).json();
    expect(session.popUps).toEqual({
      pop_up: null,
      pop_up_rewards: { isSeen: true, expiresAt, campaignId: 'rewards-2026-12' },
    });
  });

  it('refuses a campaign id that is not a plain name', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (const campaignId of ['', 'a b', '<script>', 'x'.repeat(81)]) {
      const set = await bff.inject({
        method: 'POST',
        url: '/bff/pop-up',
        headers: portalHeaders,
        payload: { key: 'pop_up', isSeen: true, expiresAt, campaignId },
      });
      expect(set.statusCode).toBe(400);
    }
  });

  it('ignores a forged cookie and refuses state that would outlive the day', async () => {
    const forged = `pop_up=${encodeURIComponent(JSON.stringify({ isSeen: true, expiresAt: new Date(Date.now() + 60_000).toISOString() }))}`;
    expect(
      (await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: forged } })).json().popUps.pop_up,
    ).toBeNull();
    const tooLong = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect(
      (
        await bff.inject({
          method: 'POST',
          url: '/bff/pop-up',
          headers: portalHeaders,
          payload: { key: 'pop_up', isSeen: true, expiresAt: tooLong },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('clears them at logout', async () => {
    const { cookie } = await signIn();
    const logout = await bff.inject({
      method: 'DELETE',
      url: '/bff/session',
      headers: { origin: ORIGIN, 'x-portal-request': '1', cookie },
    });
    const cleared = [logout.headers['set-cookie']].flat().filter((c) => /^pop_up(_rewards)?=;/.test(String(c)));
    expect(cleared).toHaveLength(2);
  });
});

describe('account type lookup and the guest value', () => {
  it('encrypts the account value for the member and decrypts it only for them', async () => {
    const guest = await signIn('20000003');
    const lookup = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: { ...portalHeaders, cookie: guest.cookie },
      payload: { memberId: '20000003', toEncrypt: '20000003', cookie: true },
    });
    expect(lookup.statusCode).toBe(200);
    const { accountType, encryption } = lookup.json();
    expect(accountType).toBe('guest');
    expect(encryption).not.toContain('20000003');

    const decrypt = (cookie: string, value: string) =>
      bff.inject({
        method: 'POST',
        url: '/bff/token',
        headers: { ...portalHeaders, cookie },
        payload: { toDecrypt: value },
      });
    expect((await decrypt(guest.cookie, encryption)).json()).toEqual({ decrypted: '20000003' });

    const other = await signIn('20000001');
    expect((await decrypt(other.cookie, encryption)).statusCode).toBe(400);
    const tampered = `${encryption.slice(0, -2)}${encryption.endsWith('A') ? 'B' : 'A'}A`;
    expect((await decrypt(guest.cookie, tampered)).statusCode).toBe(400);
  });

  it("never acts on a forged token's claims: not signed in, no account type stored, nothing decrypted", async () => {
    const guest = await signIn('20000003');
    const { encryption } = (
      await bff.inject({
        method: 'POST',
        url: '/bff/token',
        headers: { ...portalHeaders, cookie: guest.cookie },
        payload: { memberId: '20000003', toEncrypt: '20000003' },
      })
    ).json();
    const claims = {
      sub: '20000003',
      authorities: ['ROLE_MEMBER'],
      client_id: 'portal-bff',
      exp: 4_102_444_800,
      iat: 1,
    };
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    const cookie = `access_token=${forged}; refresh_token=anything`;

    const session = await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ authenticated: false, type: null });
    const page = await bff.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(page.body).toContain('"authenticated":false');
    const stored = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: { ...portalHeaders, cookie },
      payload: { accountType: 'user' },
    });
    expect(stored.statusCode).toBe(401);
    expect(String(stored.headers['set-cookie'] ?? '')).not.toMatch(/account_type=user/);
    const decrypted = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: { ...portalHeaders, cookie },
      payload: { toDecrypt: encryption },
    });
    expect(decrypted.statusCode).toBe(401);
    expect(decrypted.body).not.toContain('20000003');
  });

  it('refuses the encrypted-password login', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { username: '20000001', token: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('unsupported_grant_type');
  });
});

describe('refresh', () => {
  it('rotates the session, and concurrent refreshes with one cookie share one provider call', async () => {
    const { cookie } = await signIn();
    const refresh = () =>
      bff.inject({
        method: 'POST',
        url: '/bff/token',
        headers: { ...portalHeaders, cookie },
        payload: { grant_type: 'refresh_token' },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, refresh));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const newCookies = new Set(answers.map((a) => cookiesOf(a.headers['set-cookie'])));
    expect(newCookies.size).toBe(1); // everyone got the same new tokens: one rotation at the provider
    const [next] = [...newCookies];
    expect(
      (await bff.inject({ method: 'GET', url: '/api/v1/account/points', headers: { cookie: next } })).statusCode,
    ).toBe(200);
  });

  it('20 parallel requests with an expired access token: exactly one refresh at the provider, all 20 signed back in', async () => {
    const { cookie } = await signIn('20000004');
    // The session as the browser holds it once the access token has run out: same refresh token, an access token past its exp.
    const expiredClaims = Buffer.from(JSON.stringify({ sub: '20000004', exp: Math.floor(Date.now() / 1000) - 60 }));
    const expired = cookie.replace(/access_token=[^;]+/, `access_token=e30.${expiredClaims.toString('base64url')}.x`);
    const points = await bff.inject({ method: 'GET', url: '/api/v1/account/points', headers: { cookie: expired } });
    expect(points.statusCode).toBe(401);

    const before = await refreshTokenCounts(provider, '20000004');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        bff.inject({
          method: 'POST',
          url: '/bff/token',
          headers: { ...portalHeaders, cookie: expired },
          payload: { grant_type: 'refresh_token' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    // One rotation at the provider: one new refresh token issued, one old one spent.
    const after = await refreshTokenCounts(provider, '20000004');
    expect(after.issued - before.issued).toBe(1);
    expect(after.spent - before.spent).toBe(1);
    const renewed = new Set(answers.map((answer) => cookiesOf(answer.headers['set-cookie'], expired)));
    expect(renewed.size).toBe(1);
    const [next] = [...renewed];
    expect(
      (await bff.inject({ method: 'GET', url: '/api/v1/account/points', headers: { cookie: next } })).statusCode,
    ).toBe(200);
  });

  it('answers 401 and clears the cookies when the refresh token is gone', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'refresh_token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('/api/v1 pass-through', () => {
  it('adds the member’s bearer token server-side', async () => {
    const { cookie } = await signIn('20000001');
    const response = await bff.inject({ method: 'GET', url: '/api/v1/account/summary', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountNumber: '20000001', firstName: 'Simone' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives visitors the shared client token', async () => {
    const response = await bff.inject({ method: 'GET', url: '/api/v1/account/check-auth' });
    expect(response.statusCode).toBe(200);
    expect(response.json().authorities).toEqual(['ROLE_CLIENT']);
    expect(cookiesOf(response.headers['set-cookie'])).toMatch(/^access_token=/);
  });

  it.each([
    ['GET', '/api/v1/oauth/token'],
    ['GET', '/api/v1/account/../../oauth/token'],
    ['GET', '/api/v1/account/%2e%2e/%2e%2e/health'],
    ['GET', '/api/v1//account/points'],
    ['GET', '/api/v1/rewards/..%2f..%2fhealth'],
    ['GET', '/api/v1/http://evil.example/x'],
    ['DELETE', '/api/v1/account/points'],
    ['GET', '/api/v1/account/type?card=20000001'],
  ])('refuses %s %s', async (method, url) => {
    const response = await bff.inject({
      method: method as 'GET',
      url,
      headers: { origin: ORIGIN, 'x-portal-request': '1' },
    });
    // 400: an escaped slash or dot is refused before routing (http/request-target.ts).
    expect([400, 403, 404]).toContain(response.statusCode);
  });

  it('refuses state changes without the custom header, from a foreign origin, or as text/plain', async () => {
    const { cookie } = await signIn();
    const post = (headers: Record<string, string>, payload: string) =>
      bff.inject({ method: 'POST', url: '/api/v1/contact-us', headers: { cookie, ...headers }, payload });
    expect((await post({ origin: ORIGIN, 'content-type': 'application/json' }, '{}')).statusCode).toBe(403);
    expect(
      (
        await post(
          { origin: 'https://evil.example', 'x-portal-request': '1', 'content-type': 'application/json' },
          '{}',
        )
      ).statusCode,
    ).toBe(403);
    expect((await post({ 'x-portal-request': '1', 'content-type': 'application/json' }, '{}')).statusCode).toBe(403);
    expect(
      (await post({ origin: ORIGIN, 'x-portal-request': '1', 'content-type': 'text/plain' }, 'topic=x')).statusCode,
    ).toBe(415);
  });

  it('refuses an oversized body', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: portalHeaders,
      payload: JSON.stringify({ message: 'x'.repeat(70_000) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('provider failures', () => {
  it('answers 502 with a code, fast, when the provider is down', async () => {
    const down = (await buildTestBff('http://127.0.0.1:9')).app;
    const started = Date.now();
    const response = await down.inject({ method: 'GET', url: '/api/v1/rewards' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'provider_unavailable', message: 'The loyalty service is unavailable.' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await down.close();
  });

  it('answers 504 when the provider is too slow, without a stack or token in the body', async () => {
    const slow = createServer((_request, response) => {
      setTimeout(() => response.end('{}'), 3_000);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const bffToSlow = (await buildTestBff(url, { providerTimeoutMs: 300 })).app;
    const response = await bffToSlow.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '20000001', password: 'x' },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      code: 'provider_timeout',
      message: 'The loyalty service took too long to answer.',
    });
    await bffToSlow.close();
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});

describe('pages and config', () => {
  it('serves index.html with the runtime config inline, uncached, and a 404 status for unknown top-level paths', async () => {
    const home = await bff.inject({ method: 'GET', url: '/rewards/12' });
    expect(home.statusCode).toBe(200);
    // It says whether this browser is signed in: private, revalidated, varying by cookie.
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.headers.vary).toBe('Cookie');
    expect(home.body).toContain('<script id="portal-config" type="application/json">{"programmeName":"Island Rewards"');
    expect(home.body).toContain(
      '<script id="portal-session" type="application/json">{"authenticated":false,"type":null,"popUps":{"pop_up":null,"pop_up_rewards":null}}</script>',
    );
    // The remote that owns the page gets its connections warmed (scripts and the CORS manifest).
    expect(home.body).toContain(
      '<link rel="preconnect" href="http://localhost:3002"><link rel="preconnect" href="http://localhost:3002" crossorigin>',
    );
    const login = await bff.inject({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('rel="preconnect"');
    expect((await bff.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    const config = await bff.inject({ method: 'GET', url: '/config.json' });
    expect(config.json().remotes.rewards).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('never sends the raw index.html template: /index.html is the app with a 404, config and session filled in', async () => {
    for (const encoding of ['identity', 'br, gzip']) {
      const raw = await bff.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': encoding } });
      expect(raw.statusCode).toBe(404);
      expect(raw.body).not.toContain('<!--portal-config-->');
      expect(raw.body).toContain('<script id="portal-config"');
      expect(raw.headers['cache-control']).toBe('private, no-cache');
    }
  });
});

describe('the session inlined into index.html', () => {
  it('is GET /bff/session’s answer for the same cookies, and carries no token', async () => {
    const { cookie } = await signIn();
    const withType = await storeAccountType(cookie, 'user');
    const page = await bff.inject({ method: 'GET', url: '/', headers: { cookie: withType } });
    const inline = /<script id="portal-session" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
    const session = await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: withType } });
    expect(JSON.parse(inline ?? 'null')).toEqual(session.json());
    expect(session.json()).toMatchObject({ authenticated: true, type: 'user' });
    for (const value of withType.split(/;\s*/).map((pair) => pair.split('=').slice(1).join('='))) {
      if (value.length > 8) expect(page.body).not.toContain(value);
    }
  });
});

describe('/media/rewards pass-through', () => {
  it('serves a reward image from the provider as SVG, public and cacheable for a day, without a session', async () => {
    const response = await bff.inject({ method: 'GET', url: '/media/rewards/fuel-voucher-1000.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('J$1,000 Fuel Voucher');
  });

  it.each([
    '/media/rewards/no-such-reward.svg',
    '/media/rewards/fuel-voucher-1000.png',
    '/media/rewards/Fuel-Voucher-1000.svg',
    '/media/rewards/fuel-voucher-1000.svg%00.png',
    '/media/rewards/a/b.svg',
    '/media/rewards/.svg',
  ])('answers 404 to %s', async (url) => {
    const response = await bff.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/media/rewards/..%2f..%2fhealth', '/media/rewards/%2e%2e%2f%2e%2e%2fhealth.svg'])(
    'answers 400 to %s (an escaped slash or dot never reaches a route)',
    async (url) => {
      const response = await bff.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('account remote calls', () => {
  it('passes the deletion re-authentication through for a member, and DELETE account with its query', async () => {
    const { cookie } = await signIn('20000002');
    const issued = await bff.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-token',
      headers: { ...portalHeaders, cookie },
      payload: { password: 'not-the-password' },
    });
    expect(issued.statusCode).toBe(400);
    expect(issued.json()).toMatchObject({ code: 'incorrect_password' });
    const bad = await bff.inject({
      method: 'DELETE',
      url: `/api/v1/account?token=${'a'.repeat(32)}&cardNumber=20000002`,
      headers: { origin: ORIGIN, 'x-portal-request': '1', cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_link');
  });

  it('relays a registration with the client token, and its field errors with their messages', async () => {
    const fields = {
      prefix: null,
      firstName: 'Dwayne',
      lastName: 'Morgan',
      emailAddress: 'dwayne.morgan@example.com',
      phoneNumber: '8765550444',
      birthdate: '1991-06-15',
      gender: 'Male',
      password: 'Ocho-Rios-2026!',
      termsAccepted: true,
    };
    // The captcha through the BFF, as the registration page earns it.
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
    const register = async (payload: Record<string, unknown>) =>
      bff.inject({
        method: 'POST',
        url: '/bff/token',
        headers: portalHeaders,
        payload: { tokenService: 'client', ...payload, captchaToken: await captchaToken() },
      });
    const accepted = await register(fields);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ status: 'verification-sent', emailAddress: 'dwayne.morgan@example.com' });
    expect(accepted.headers['set-cookie']).toBeUndefined();

    const refused = await register({ ...fields, phoneNumber: '5555550444' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'phoneNumber', message: 'Invalid input' }]);
  });
});

describe('the request target and CSRF guards in the BFF', () => {
  const foreign = { origin: 'http://evil.example', 'content-type': 'application/json' };

  it('refuses an escaped path from a foreign origin with 403, like any other cross-site write', async () => {
    const token = await bff.inject({
      method: 'POST',
      url: '/%62ff/token',
      headers: foreign,
      payload: { grant_type: 'client_credentials' },
    });
    expect(token.statusCode).toBe(403);
    const logout = await bff.inject({ method: 'DELETE', url: '/%62ff/session', headers: foreign });
    expect(logout.statusCode).toBe(403);
    const unknown = await bff.inject({ method: 'POST', url: '/anything/else', headers: foreign, payload: {} });
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses an escaped path from the portal itself with 400, before any route runs', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/%62ff/token',
      headers: portalHeaders,
      payload: { grant_type: 'client_credentials' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const page = await bff.inject({ method: 'GET', url: '/%72ewards' });
    expect(page.statusCode).toBe(400);
  });

  it('still serves the unescaped paths', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'client_credentials' },
    });
    expect(response.statusCode).toBe(200);
  });
});
