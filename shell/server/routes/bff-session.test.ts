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
