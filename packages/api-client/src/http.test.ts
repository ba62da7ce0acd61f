import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, request } from './http.ts';

const BASE = 'http://portal.test';
const server = setupServer();
const Points = v.object({ points: v.number() });

/** A BFF whose access token expires: requests answer 401 until a refresh has happened. */
function expiringSession(options: { refreshSucceeds: boolean }) {
  const state = { refreshes: 0, generation: 0 };
  server.use(
    http.post(`${BASE}/bff/token`, async () => {
      state.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!options.refreshSucceeds)
        return HttpResponse.json({ code: 'invalid_grant', message: 'expired' }, { status: 401 });
      state.generation += 1;
      return HttpResponse.json({ data: { token_type: 'bearer', expires_in: 900 } });
    }),
    http.get(`${BASE}/api/v1/account/points`, () =>
      state.generation > 0
        ? HttpResponse.json({ points: 120 })
        : HttpResponse.json({ code: 'invalid_token', message: 'expired' }, { status: 401 }),
    ),
  );
  return state;
}

const callbacks = { onSessionExpired: vi.fn(), onClientTokenRejected: vi.fn() };

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  callbacks.onSessionExpired.mockReset();
  callbacks.onClientTokenRejected.mockReset();
  configureApiClient({ baseUrl: BASE, isMemberSession: () => true, isOnLoginPage: () => false, ...callbacks });
});

describe('session refresh (requirements §5.3)', () => {
  it('refreshes once for 20 parallel requests and replays each of them', async () => {
    const state = expiringSession({ refreshSucceeds: true });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request({ method: 'get', path: 'api/v1/account/points', schema: Points })),
    );
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ points: 120 })));
    expect(state.refreshes).toBe(1);
    expect(callbacks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the member to sessionExpired when the refresh fails, and rejects with the body', async () => {
    expiringSession({ refreshSucceeds: false });
    await expect(request({ method: 'get', path: 'api/v1/account/points', schema: Points })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect(callbacks.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('clears and reloads instead of refreshing when the token in use is a client token', async () => {
    const state = expiringSession({ refreshSucceeds: true });
    configureApiClient({ isMemberSession: () => false });
    await expect(request({ method: 'get', path: 'api/v1/account/points', schema: Points })).rejects.toMatchObject({
      status: 401,
    });
    expect(state.refreshes).toBe(0);
    expect(callbacks.onClientTokenRejected).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 on the login page to the login flow', async () => {
    const state = expiringSession({ refreshSucceeds: true });
    configureApiClient({ isOnLoginPage: () => true });
    await expect(request({ method: 'get', path: 'api/v1/account/points', schema: Points })).rejects.toMatchObject({
      status: 401,
    });
    expect(state.refreshes).toBe(0);
    expect(callbacks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('replays a request only once: a second 401 after a refresh means the session is gone', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/bff/token`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: { token_type: 'bearer', expires_in: 900 } });
      }),
      http.get(`${BASE}/api/v1/account/points`, () =>
        HttpResponse.json({ code: 'forbidden', message: 'no' }, { status: 403 }),
      ),
    );
    await expect(request({ method: 'get', path: 'api/v1/account/points', schema: Points })).rejects.toMatchObject({
      status: 403,
    });
    expect(refreshes).toBe(1);
    expect(callbacks.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('responses', () => {
  it('rejects a response that does not match its schema', async () => {
    server.use(http.get(`${BASE}/api/v1/account/points`, () => HttpResponse.json({ points: 'many' })));
    await expect(request({ method: 'get', path: 'api/v1/account/points', schema: Points })).rejects.toMatchObject({
      status: 200,
      code: 'unexpected_response',
    });
  });

  it('sends the CSRF header on every request', async () => {
    let header: string | null = null;
    server.use(
      http.post(`${BASE}/api/v1/contact-us`, ({ request: incoming }) => {
        header = incoming.headers.get('x-portal-request');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await request({ method: 'post', path: 'api/v1/contact-us', json: { topic: 'x' }, schema: undefined });
    expect(header).toBe('1');
  });
});
