import { PAGE_SESSION_HEADER } from '@portal/contracts/page-session-header';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineCopy, OfflineMessage } from '../features/offline/offline-copy.ts';
import { PUBLIC_FILES } from './offline-rules.ts';
import { CODE_CACHE, DATA_CACHE } from './offline-store.ts';

const ORIGIN = 'http://portal.test';

/** Cache Storage in memory: what the worker keeps, to read back. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;
  const cacheFor = (entries: Map<string, Response>) => ({
    match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response.clone()),
    delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  });
  return {
    stores,
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheFor(stores.get(name) as Map<string, Response>);
    },
    delete: async (name: string) => stores.delete(name),
  };
}

type Listener = (event: Record<string, unknown>) => void;

/** Starts the worker module against fakes; returns how to send it messages and requests. */
async function startWorker(network: (request: Request) => Promise<Response>) {
  vi.resetModules();
  const caches = memoryCaches();
  const listeners = new Map<string, Listener>();
  const navigator = { onLine: true };
  vi.stubGlobal('self', {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator,
    caches,
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      network(new Request(new URL(String(input instanceof Request ? input.url : input), ORIGIN), init)),
    ),
  );
  await import('./service-worker.ts');
  const send = async (message: OfflineMessage, origin = ORIGIN) => {
    const pending: Promise<unknown>[] = [];
    listeners.get('message')?.({
      data: message,
      origin,
      source: null,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    await Promise.all(pending);
  };
  /** A request as a page makes it: undefined when the worker leaves it to the browser. */
  const request = async (url: string, { navigate = false, clientId = 'page-1' } = {}) => {
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    const req = new Request(new URL(url, ORIGIN));
    Object.defineProperty(req, 'mode', { value: navigate ? 'navigate' : 'cors' });
    listeners.get('fetch')?.({
      request: req,
      clientId,
      resultingClientId: navigate ? clientId : '',
      respondWith: (response: Promise<Response>) => {
        answer = Promise.resolve(response);
      },
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    const response = answer ? await answer.catch(() => Response.error()) : undefined;
    await Promise.all(pending);
    return response;
  };
  return { caches, navigator, send, request };
}

const copyOf = (accountNumber: string): OfflineCopy => ({
  member: { accountNumber, tier: 'Gold', programmeName: 'Island Rewards', points: 1_250 },
  vouchers: [
    {
      id: 1,
      voucherNumber: '418273645501',
      status: 'issued',
      kind: 'reward',
      rewardId: 1,
      rewardName: 'Patty',
      valueJmd: null,
      pointsCost: 500,
      issuedAt: '2026-11-01T15:00:00.000Z',
      expiresAt: '2026-12-01T00:00:00.000Z',
      usedAt: null,
      terms: '',
      imageUrl: null,
    },
  ],
  offers: [
    {
      id: 'portmore-spend',
      title: 'Portmore spend offer',
      image: '/media/rewards/grocery-voucher-1000.svg',
      rule: { bonus: { kind: 'fixed', points: 150 }, on: { kind: 'store', store: 'Portmore Pines' } },
      startsAt: '2026-11-20T05:00:00.000Z',
      endsAt: '2026-12-18T05:00:00.000Z',
      capPerMember: 450,
      activatedAt: '2026-11-24T12:00:00.000Z',
      earnedPoints: 150,
      firstStep: null,
    },
  ],
  releaseConfig: { validityDays: 30, usableAfterMinutes: 0, expiringSoonDays: 7 },
  vouchersManifest: 'http://vouchers.test/mf-manifest.json',
  savedAt: new Date(Date.now() - 60_000).toISOString(),
});

const save = (accountNumber: string): OfflineMessage => ({
  type: 'save-offline-copy',
  copy: copyOf(accountNumber),
  networkTimeoutMs: 4000,
  shellFiles: [`${ORIGIN}/static/js/index.js`, 'http://elsewhere.test/static/x.js', `${ORIGIN}/bff/session`],
});

/** The BFF: pages say whether the browser is signed in; everything else answers 200. */
const signedInNetwork = async (request: Request) => {
  const url = new URL(request.url);
  if (url.hostname === 'vouchers.test') return new Response('{}', { status: 404 });
  if (url.origin === ORIGIN && !url.pathname.startsWith('/static/')) {
    return new Response('<html><head></head><body>member page</body></html>', {
      headers: { 'content-type': 'text/html', [PAGE_SESSION_HEADER]: 'member' },
    });
  }
  return new Response('code');
};
const offlineNetwork = async () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('the offline service worker', () => {
  it('keeps the copy, a page, the shell’s own files and the pictures the copy shows only; online it answers nothing of the member', async () => {
    const worker = await startWorker(signedInNetwork);
    await worker.send(save('1000200030004'));
    const kept = [...(worker.caches.stores.get(CODE_CACHE)?.keys() ?? [])];
    expect(kept).toEqual([
      `${ORIGIN}/static/js/index.js`,
      ...PUBLIC_FILES.map((file) => `${ORIGIN}${file}`),
      // The activated offer's picture, which the offers page shows offline.
      `${ORIGIN}/media/rewards/grocery-voucher-1000.svg`,
    ]);
    expect(worker.caches.stores.get(DATA_CACHE)?.size).toBe(3);
    // Online, a page's voucher calls go to the network untouched.
    expect(await worker.request('/api/v1/vouchers/418273645501')).toBeUndefined();
  });

  it('starts a page from the copy when the network fails, and answers its voucher and offer calls from it', async () => {
    let network = signedInNetwork;
    const worker = await startWorker((request) => network(request));
    await worker.send(save('1000200030004'));
    network = offlineNetwork;
    const page = await worker.request('/vouchers', { navigate: true, clientId: 'offline-page' });
    expect(page).toBeInstanceOf(Response);
    expect(await (page as Response).text()).toContain('<meta name="portal-started-offline" content="">');
    const voucher = await worker.request('/api/v1/vouchers/418273645501', { clientId: 'offline-page' });
    expect(await (voucher as Response).json()).toMatchObject({ voucherNumber: '418273645501' });
    const summary = await worker.request('/__offline/copy', { clientId: 'offline-page' });
    expect(await (summary as Response).json()).toMatchObject({ accountNumber: '1000200030004' });
    // The offers page: the activated offers kept with the card.
    const offers = await worker.request('/api/v1/offers', { clientId: 'offline-page' });
    expect(await (offers as Response).json()).toMatchObject([{ id: 'portmore-spend', earnedPoints: 150 }]);
  });

  it('forgets everything at logout: offline, a signed-out browser gets no page and no copy', async () => {
    let network = signedInNetwork;
    const worker = await startWorker((request) => network(request));
    await worker.send(save('1000200030004'));
    await worker.send({ type: 'forget-offline-copy' });
    expect(worker.caches.stores.size).toBe(0);
    network = offlineNetwork;
    // No copy: the worker leaves the navigation to the browser (its own offline error page).
    expect(await worker.request('/vouchers', { navigate: true })).toBeUndefined();
    expect(await (await worker.request('/__offline/copy'))?.json()).toBeNull();
  });

  it('forgets everything when a page from the BFF says the browser is signed out', async () => {
    let signedIn = true;
    const worker = await startWorker(async (request) => {
      const response = await signedInNetwork(request);
      if (signedIn || response.headers.get('content-type') !== 'text/html') return response;
      return new Response('<html><head></head></html>', { headers: { [PAGE_SESSION_HEADER]: 'none' } });
    });
    await worker.send(save('1000200030004'));
    signedIn = false;
    await worker.request('/login', { navigate: true });
    expect(worker.caches.stores.size).toBe(0);
  });

  it('replaces one member’s copy with the next member’s when another signs in', async () => {
    const worker = await startWorker(signedInNetwork);
    await worker.send(save('1000200030004'));
    await worker.send(save('5000600070008'));
    const summary = await worker.request('/__offline/copy');
    expect(await (summary as Response).json()).toMatchObject({ accountNumber: '5000600070008' });
  });

  it('keeps only the newest version of the vouchers remote when a save starts while the last one still keeps files', async () => {
    const OLD = 'aaaaaaaaaaaa';
    const NEW = 'bbbbbbbbbbbb';
    let live = OLD;
    // The old version's entry answers once the next save has asked for the new one's (or, when
    // saves run one after the other, after a while).
    let releaseOldEntry: () => void = () => undefined;
    const oldEntryHeld = new Promise<void>((resolve) => {
      releaseOldEntry = resolve;
      setTimeout(resolve, 300);
    });
    const worker = await startWorker(async (request) => {
      const url = new URL(request.url);
      if (url.hostname !== 'vouchers.test') return signedInNetwork(request);
      if (url.pathname === '/mf-manifest.json') {
        return Response.json({
          metaData: {
            publicPath: `http://vouchers.test/v/${live}/`,
            remoteEntry: { name: 'remoteEntry.js', path: '' },
          },
          exposes: [],
        });
      }
      if (url.pathname.startsWith(`/v/${NEW}/`)) releaseOldEntry();
      else await oldEntryHeld;
      return new Response('code');
    });
    const first = worker.send(save('1000200030004'));
    // A deploy, and the member reloads while the first save still waits for the old entry.
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes(`/v/${OLD}/`))).toBe(true),
    );
    live = NEW;
    await Promise.all([first, worker.send(save('1000200030004'))]);
    const remoteFiles = [...(worker.caches.stores.get(CODE_CACHE)?.keys() ?? [])].filter((url) =>
      url.startsWith('http://vouchers.test/v/'),
    );
    expect(remoteFiles).toEqual([`http://vouchers.test/v/${NEW}/remoteEntry.js`]);
  });

  it('takes orders only from the portal’s own pages', async () => {
    const worker = await startWorker(signedInNetwork);
    await worker.send(save('1000200030004'), 'http://attacker.test');
    expect(await (await worker.request('/__offline/copy'))?.json()).toBeNull();
  });
});
