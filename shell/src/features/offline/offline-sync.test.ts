// @vitest-environment happy-dom
import type { Account } from '@portal/contracts/provider/account';
import {
  accountAtom,
  authenticatedAtom,
  pointsAtom,
  sessionReadyAtom,
  sessionStore,
  startServerRenderStore,
} from '@portal/session/session-atoms';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineMessage } from './offline-copy.ts';

// The gathering's chunk: whether it is loaded at all (its factory runs on the first import), and
// what it is asked to save.
const gathering = vi.hoisted(() => ({ loaded: false, saves: [] as (number | null)[] }));
vi.mock('./save-offline-copy.ts', () => {
  gathering.loaded = true;
  return {
    saveOfflineCopy: (points: number | null) => {
      gathering.saves.push(points);
      return Promise.resolve();
    },
  };
});

const posted: OfflineMessage[] = [];
const routerAt = (path: string) =>
  createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: [path] }) as never;

/** Settles the keeper's awaits (the registration, the chunk's import). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  gathering.loaded = false;
  gathering.saves.length = 0;
  posted.length = 0;
  // A store of its own per test: an earlier test's keeper stays subscribed to the one it was given.
  startServerRenderStore();
  // No worker controls this page yet: the keeper does not ask it for its copy first.
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: {
      controller: null,
      getRegistration: () =>
        Promise.resolve({ active: { postMessage: (message: OfflineMessage) => posted.push(message) } }),
    },
  });
});

describe('the offline copy’s keeper', () => {
  it('on a signed-out page tells the worker to forget, and never loads the gathering', async () => {
    const { startOfflineSync } = await import('./offline-sync.ts');
    startOfflineSync(routerAt('/login'));
    sessionStore.set(sessionReadyAtom, true);
    await settled();
    expect(posted).toContainEqual({ type: 'forget-offline-copy' });
    expect(gathering.loaded).toBe(false);
    expect(gathering.saves).toEqual([]);
  });

  it('loads the gathering with a signed-in member’s first save, with the balance the page knows', async () => {
    const { startOfflineSync } = await import('./offline-sync.ts');
    startOfflineSync(routerAt('/'));
    sessionStore.set(authenticatedAtom, true);
    sessionStore.set(accountAtom, { accountNumber: '20000001' } as Account);
    sessionStore.set(sessionReadyAtom, true);
    await settled();
    // The account comes a moment before the balance: nothing is saved without it.
    expect(gathering.saves).toEqual([]);
    sessionStore.set(pointsAtom, 1_250);
    await settled();
    expect(gathering.loaded).toBe(true);
    expect(gathering.saves).toEqual([1_250]);
    expect(posted).toEqual([]);
  });
});
