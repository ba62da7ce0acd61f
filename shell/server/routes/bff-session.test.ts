import { describe, expect, it } from 'vitest';
import { cookiesOf, ORIGIN, portalHeaders } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';

const { bff, signIn, storeAccountType } = testPortal();

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

  it('renews a member whose access token has only expired, on the page load itself; a live token the provider refused is not renewed', async () => {
    const { cookie } = await signIn('20000004');
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expiredClaims = {
      sub: '20000004',
      authorities: ['ROLE_MEMBER'],
      client_id: 'portal-bff',
      exp: Math.floor(Date.now() / 1000) - 60,
      iat: 1,
    };
    const expired = cookie.replace(
      /access_token=[^;]+/,
      `access_token=${part({ alg: 'HS256' })}.${part(expiredClaims)}.x`,
    );
    const page = await bff.inject({ method: 'GET', url: '/', headers: { cookie: expired } });
    expect(page.body).toContain('"authenticated":true');
    const renewed = cookiesOf(page.headers['set-cookie'], expired);
    expect(renewed).not.toBe(expired);
    const session = await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: renewed } });
    expect(session.json()).toMatchObject({ authenticated: true });

    // A live token's very claims, re-signed by nobody: not the provider's, not expired, so no
    // refresh is attempted with it and nothing is set.
    const liveClaims = JSON.parse(
      Buffer.from(/access_token=[^.]+\.([^.]+)/.exec(renewed)?.[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const forged = renewed.replace(
      /access_token=[^;]+/,
      `access_token=${part({ alg: 'none' })}.${part({ ...liveClaims, exp: 4_102_444_800 })}.`,
    );
    const refused = await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: forged } });
    expect(refused.json()).toMatchObject({ authenticated: false });
    expect(refused.headers['set-cookie']).toBeUndefined();
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
