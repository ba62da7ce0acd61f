import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { solvedPayload } from '@portal/loyalty-api/testing/captcha-solver';
import { describe, expect, it } from 'vitest';
import { refreshTokenCounts } from '../../testing/refresh-token-counts.ts';
import { buildTestBff, cookiesOf, portalHeaders } from '../../testing/test-bff.ts';
import { testPortal } from '../../testing/test-portal.ts';

const { provider, bff, signIn } = testPortal();

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

describe('/bff/token tells the provider which browser signs in (the security centre)', () => {
  const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1';
  const sessionsOf = async (accountNumber: string) =>
    (
      await provider.db.query<{ user_agent: string | null; device_id: string | null }>(
        `select s.user_agent, s.device_id from oauth_sessions s join members m on m.id = s.member_id
          where m.account_number = $1 order by s.created_at`,
        [accountNumber],
      )
    ).rows;

  it('sends its User-Agent and one opaque device id per browser, the same at its next sign-in', async () => {
    const grant = (cookie?: string) =>
      bff.inject({
        method: 'POST',
        url: '/bff/token',
        headers: { ...portalHeaders, 'user-agent': UA, ...(cookie ? { cookie } : {}) },
        payload: { grant_type: 'password', username: '20000004', password: DEMO_PASSWORD },
      });
    const first = await grant();
    expect(first.statusCode).toBe(200);
    const knownDevice = ([first.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('known_device='));
    expect(knownDevice).toBeDefined();
    const id = knownDevice!.split(';')[0]!.slice('known_device='.length);
    expect((await grant(`known_device=${id}`)).statusCode).toBe(200);

    const [a, b] = (await sessionsOf('20000004')).slice(-2);
    expect(a?.user_agent).toBe(UA);
    expect(a?.device_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The provider never learns the cookie itself, only a hash of it.
    expect(a?.device_id).not.toBe(id);
    expect(b?.device_id).toBe(a?.device_id);
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

describe('provider failures', () => {
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

describe('account remote calls', () => {
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
