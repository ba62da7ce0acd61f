import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, loadSigningKey } from '../../auth/token-service.ts';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const token = (form: Record<string, string>, auth = provider.basicAuth) =>
  provider.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const get = (url: string, bearer: string) =>
  provider.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
const login = async (username = '20000001') =>
  (await token({ grant_type: 'password', username, password: DEMO_PASSWORD })).json();

describe('POST /oauth/token', () => {
  it('signs members in by number or by e-mail, any case', async () => {
    for (const username of ['20000001', 'member@example.com', 'MEMBER@Example.com']) {
      const response = await token({ grant_type: 'password', username, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      expect(response.json().refresh_token).toEqual(expect.any(String));
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('replaces a hash made under older parameters with Argon2id at the next successful sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const legacy = `scrypt$${2 ** 15}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await provider.db.query("update members set password_hash = $1 where account_number = '20000004'", [legacy]);
    const stored = async () =>
      (
        await provider.db.query<{ password_hash: string }>(
          "select password_hash from members where account_number = '20000004'",
        )
      ).rows[0]?.password_hash;

    // A wrong password changes nothing.
    expect((await token({ grant_type: 'password', username: '20000004', password: 'not-it' })).statusCode).toBe(400);
    await provider.ctx.background.idle();
    expect(await stored()).toBe(legacy);

    expect((await token({ grant_type: 'password', username: '20000004', password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    await provider.ctx.background.idle();
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await token({ grant_type: 'password', username: '20000004', password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers a wrong password and an unknown member alike', async () => {
    const wrong = await token({ grant_type: 'password', username: '20000001', password: 'not-the-password' });
    const unknown = await token({ grant_type: 'password', username: '29999999', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 401 to a correct password of an account that may not sign in before verifying', async () => {
    await provider.db.query("update members set login_enabled = false where account_number = '20000002'");
    const response = await token({ grant_type: 'password', username: '20000002', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('account_not_verified');
    await provider.db.query("update members set login_enabled = true where account_number = '20000002'");
  });

  it('refuses a client without the right secret', async () => {
    const bad = `Basic ${Buffer.from('portal-bff:wrong-secret').toString('base64')}`;
    expect((await token({ grant_type: 'client_credentials' }, bad)).statusCode).toBe(401);
    expect((await token({ grant_type: 'client_credentials' }, '')).statusCode).toBe(401);
  });

  it('authenticates the client before it reads the body, on every /oauth route', async () => {
    const unknown = `Basic ${Buffer.from('no-such-client:secret').toString('base64')}`;
    for (const url of ['/oauth/token', '/oauth/revoke', '/oauth/login-key']) {
      const post = (authorization: string) =>
        provider.app.inject({
          method: 'POST',
          url,
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=no-such-grant',
        });
      const stranger = await post(unknown);
      expect(stranger.statusCode, url).toBe(401);
      expect(stranger.json(), url).toEqual({ code: 'invalid_client', message: 'Client authentication failed.' });
      // The same bad body from the known client is judged: a 400 with its problems.
      const known = await post(provider.basicAuth);
      expect(known.statusCode, url).toBe(400);
      expect(known.json().code, url).toBe('validation_failed');
    }
  });

  it('gives a client token that cannot read a member’s data', async () => {
    const client = (await token({ grant_type: 'client_credentials' })).json();
    expect(client.refresh_token).toBeUndefined();
    expect((await get('/api/v1/account/points', client.access_token)).statusCode).toBe(403);
    expect((await get('/api/v1/account/check-auth', client.access_token)).json()).toEqual({
      authenticated: false,
      authorities: ['ROLE_CLIENT'],
      accountNumber: null,
    });
  });

  it('rotates refresh tokens, and a reused one ends the session', async () => {
    const first = await login();
    const second = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await get('/api/v1/account/points', second.access_token)).statusCode).toBe(200);

    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_grant');
    // The replay revoked the session: the tokens it had issued are dead too.
    expect((await get('/api/v1/account/points', second.access_token)).statusCode).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode).toBe(400);
  });

  it('revokes a session (RFC 7009) so its access token is refused', async () => {
    const tokens = await login();
    const revoke = await provider.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokens.refresh_token }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get('/api/v1/account/points', tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses forged and expired access tokens', async () => {
    const tokens = await login();
    const [header, payload] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '20000004' })).toString('base64url')}.${tokens.access_token.split('.')[2]}`;
    expect((await get('/api/v1/account/points', forged)).statusCode).toBe(401);

    // Expiry, with the provider's own key and a clock moved past the token's lifetime.
    let now = Date.parse('2026-11-22T12:00:00Z');
    const tokens15min = createTokenService({
      db: provider.db,
      key: await loadSigningKey(provider.db),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 3600,
      now: () => now,
    });
    const member = await provider.db.query<{ id: string }>("select id from members where account_number = '20000001'");
    const issued = await tokens15min.issueMemberTokens(
      { id: Number(member.rows[0]?.id), accountNumber: '20000001' },
      'portal-bff',
    );
    expect(await tokens15min.authenticate(issued.access_token)).toMatchObject({
      kind: 'member',
      accountNumber: '20000001',
    });
    now += 900_000;
    expect(await tokens15min.authenticate(issued.access_token)).toBeNull();
  });
});

describe('account endpoints', () => {
  it('tells a member their own type only', async () => {
    const member = await login('20000001');
    expect((await get('/api/v1/account/type?card=20000001', member.access_token)).json()).toEqual({
      accountType: 'user',
    });
    expect((await get('/api/v1/account/type?card=member@example.com', member.access_token)).json()).toEqual({
      accountType: 'user',
    });
    expect((await get('/api/v1/account/type?card=20000003', member.access_token)).json()).toEqual({
      accountType: 'unknown',
    });
    const guest = await login('20000003');
    expect((await get('/api/v1/account/type?card=20000003', guest.access_token)).json()).toEqual({
      accountType: 'guest',
    });
  });

  it('returns the member’s own points, summary and account', async () => {
    const member = await login('20000004');
    const points = (await get('/api/v1/account/points', member.access_token)).json();
    expect(points).toEqual({ points: expect.any(Number), vendorTier: 'Silver' });
    const summary = (await get('/api/v1/account/summary', member.access_token)).json();
    expect(summary).toMatchObject({ accountNumber: '20000004', firstName: 'Kerry-Ann', points: points.points });
    expect(summary.ledger.earned).toBeGreaterThanOrEqual(points.points);
    const account = (await get('/api/v1/account/spoonity-user-info', member.access_token)).json();
    expect(account).toMatchObject({ accountNumber: '20000004', type: 'user', verified: true, address1: null });
  });

  it('rejects a bad query with a 400 and field errors', async () => {
    const member = await login();
    const response = await get('/api/v1/account/type', member.access_token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'card' }] });
  });
});
