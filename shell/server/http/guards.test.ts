import { describe, expect, it } from 'vitest';
import { portalHeaders } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';

const { bff } = testPortal();

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
