import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { describe, expect, it } from 'vitest';
import { buildTestBff, cookiesOf, ORIGIN, portalHeaders } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';

const { bff, signIn } = testPortal();

describe('/api/v1 pass-through', () => {
  it('adds the member’s bearer token server-side', async () => {
    const { cookie } = await signIn('20000001');
    const response = await bff.inject({ method: 'GET', url: '/api/v1/account/summary', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountNumber: '20000001', firstName: 'Simone' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('passes a wallet pass through intact, with its type and file name; another member’s voucher is 404', async () => {
    const { cookie } = await signIn('20000001');
    const response = await bff.inject({ method: 'GET', url: '/api/v1/account/card/apple-pass', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toBe('attachment; filename="island-rewards-card.pkpass"');
    // A whole zip: its end record says the central directory ends where the body's last 22 bytes begin.
    const body = response.rawPayload;
    const end = body.subarray(body.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt32LE(16) + end.readUInt32LE(12)).toBe(body.length - 22);
    const link = await bff.inject({
      method: 'GET',
      url: '/api/v1/account/card/google-wallet-link',
      headers: { cookie },
    });
    expect(link.json().saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);

    const other = await signIn('20000002');
    const theirs = DEMO_VOUCHERS.find((voucher) => voucher.accountNumber === '20000001' && voucher.status === 'issued');
    const refused = await bff.inject({
      method: 'GET',
      url: `/api/v1/vouchers/${theirs?.voucherNumber}/apple-pass`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
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
});
