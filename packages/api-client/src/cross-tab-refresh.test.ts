import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const BASE = 'http://portal.test';
const server = setupServer();
const Points = v.object({ points: v.number() });

/** localStorage as the tabs of one origin share it. */
function sharedStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** One tab: its own copy of the client module (own single flight and generation), the origin's storage and locks. */
async function openTab() {
  vi.resetModules();
  const client = await import('./http.ts');
  const expired = vi.fn();
  client.configureApiClient({
    baseUrl: BASE,
    isMemberSession: () => true,
    isOnLoginPage: () => false,
    onSessionExpired: expired,
    onClientTokenRejected: () => undefined,
  });
  return { client, expired };
}

/**
 * A BFF whose access token has expired for every tab: the first `tabs` reads are held until all
 * have arrived, so each tab sees its 401 before anyone refreshes; after a refresh reads succeed.
 */
function expiredForAllTabs(tabs: number) {
  const state = { refreshes: 0, refreshed: false, waiting: [] as Array<() => void> };
  server.use(
    http.post(`${BASE}/bff/token`, async () => {
      state.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      state.refreshed = true;
      return HttpResponse.json({ data: { token_type: 'bearer', expires_in: 900 } });
    }),
    http.get(`${BASE}/api/v1/account/points`, async () => {
      if (state.refreshed) return HttpResponse.json({ points: 120 });
      await new Promise<void>((resolve) => {
        state.waiting.push(resolve);
        if (state.waiting.length >= tabs) for (const release of state.waiting) release();
      });
      return HttpResponse.json({ code: 'invalid_token', message: 'expired' }, { status: 401 });
    }),
  );
  return state;
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
beforeEach(() => {
  vi.stubGlobal('localStorage', sharedStorage());
});

describe('refresh across the tabs of one origin', () => {
  it('two tabs whose tokens expired together: one refresh, under the Web Lock, and both replay', async () => {
    const locks = globalThis.navigator.locks;
    const lockRequests = vi.fn();
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, work: () => Promise<unknown>) => {
          lockRequests(name);
          return locks.request(name, work);
        },
      },
    });
    const state = expiredForAllTabs(2);
    const [first, second] = [await openTab(), await openTab()];
    const read = (tab: typeof first) =>
      tab.client.request({ method: 'get', path: 'api/v1/account/points', schema: Points });
    expect(await Promise.all([read(first), read(second)])).toEqual([{ points: 120 }, { points: 120 }]);
    expect(state.refreshes).toBe(1);
    expect(lockRequests).toHaveBeenCalledTimes(2);
    expect(lockRequests).toHaveBeenCalledWith('portal-session-refresh');
    expect(first.expired).not.toHaveBeenCalled();
    expect(second.expired).not.toHaveBeenCalled();
  });

  it('a tab that sees another tab’s refresh stamp after its 401 replays without refreshing', async () => {
    const state = expiredForAllTabs(1);
    const [first, second] = [await openTab(), await openTab()];
    expect(await first.client.request({ method: 'get', path: 'api/v1/account/points', schema: Points })).toEqual({
      points: 120,
    });
    // The second tab's request was answered 401 before the first tab's refresh landed.
    expect(await second.client.refreshSession('')).toBe(true);
    expect(state.refreshes).toBe(1);
  });

  it('without navigator.locks each tab still refreshes once and nobody is signed out', async () => {
    vi.stubGlobal('navigator', {});
    const state = expiredForAllTabs(2);
    const [first, second] = [await openTab(), await openTab()];
    const read = (tab: typeof first) =>
      Promise.all(
        Array.from({ length: 5 }, () =>
          tab.client.request({ method: 'get', path: 'api/v1/account/points', schema: Points }),
        ),
      );
    expect((await Promise.all([read(first), read(second)])).flat()).toHaveLength(10);
    expect(state.refreshes).toBeGreaterThanOrEqual(1);
    expect(state.refreshes).toBeLessThanOrEqual(2);
    expect(first.expired).not.toHaveBeenCalled();
    expect(second.expired).not.toHaveBeenCalled();
  });
});
