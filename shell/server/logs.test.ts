import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBff, cookiesOf, portalHeaders } from './testing/test-bff.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

describe('BFF logs', () => {
  it('are structured JSON with no token, password or cookie, even at debug level and on errors', async () => {
    const lines: string[] = [];
    const { app } = await buildTestBff(provider.url, {
      logLevel: 'debug',
      logStream: { write: (line) => lines.push(line) },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '20000001', password: DEMO_PASSWORD },
    });
    const cookie = cookiesOf(login.headers['set-cookie']);
    await app.inject({
      method: 'GET',
      url: '/api/v1/account/summary',
      headers: { cookie, authorization: 'Bearer eyJleaked.eyJleaked.sig' },
    });
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/account?token=abcdefghijklmnopqrstuvwxyz012345&cardNumber=20000001',
      headers: { ...portalHeaders, cookie },
    });
    await app.inject({
      method: 'POST',
      url: '/bff/token',
      headers: portalHeaders,
      payload: { grant_type: 'password', username: '20000001', password: 'wrong-Password-9' },
    });
    await app.close();

    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    expect(all).toContain('token=[redacted]');
    expect(all).not.toMatch(/eyJ/); // no JWT, from cookies, headers or bodies
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('wrong-Password-9');
    expect(all).not.toContain('abcdefghijklmnopqrstuvwxyz012345');
    expect(all).not.toMatch(/access_token=|refresh_token=/);
  });
});
