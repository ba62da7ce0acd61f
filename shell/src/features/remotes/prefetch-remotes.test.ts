// @vitest-environment happy-dom
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../timings.ts';

const preloadRemoteRoutes = vi.fn((_remote: string) => Promise.resolve());
const prefetchRemotePages = vi.fn((_remote: string, _pathnames: string[]) => Promise.resolve());
const states: Record<string, string> = {};
vi.mock('./remote-registry.ts', () => ({
  statusOf: (remote: string) => ({ state: states[remote] ?? 'idle' }),
  preloadRemoteRoutes,
  prefetchRemotePages,
}));
/** Whether the page has started the federation runtime (a remote's page has; /login has not). */
let runtimeStarted = true;
/** Whether the page's member is signed in (the session atom the idle prefetch reads). */
let signedIn = true;
// This visitor's remote list, as the page's config gives it, and whether they are signed in.
vi.mock('@portal/session/session-atoms', () => ({
  envAtom: 'env',
  authenticatedAtom: 'authenticated',
  sessionStore: {
    get: (atom: string) =>
      atom === 'authenticated' ? signedIn : { remotes: { account: 'https://account.example/mf-manifest.json' } },
  },
}));
const prefetchFiles = vi.fn((_manifestUrl: string, _pathnames: readonly string[]) => Promise.resolve());
vi.mock('./prefetch-files.ts', () => ({ prefetchFiles }));
/** Each time the idle prefetch's chunk, once loaded, is run. */
const nextChunkRun = vi.fn();
vi.mock('./prefetch-next.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./prefetch-next.ts')>();
  return {
    warmNext: (...args: Parameters<typeof actual.warmNext>) => {
      nextChunkRun();
      actual.warmNext(...args);
    },
  };
});

let stop: (() => void) | undefined;
// A fresh module per test: what was prefetched is remembered for the page's life. Each test's
// prefetch is stopped after it, so no listener of an earlier test answers a later one's events.
const freshModule = async () => {
  vi.resetModules();
  const module = await import('./prefetch-remotes.ts');
  return {
    startRemotePrefetch: (router: Parameters<typeof module.startRemotePrefetch>[0]) => {
      stop = module.startRemotePrefetch(router);
    },
  };
};

const routerAt = (path: string) =>
  createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: [path] }) as never;

beforeEach(() => {
  vi.useFakeTimers();
  preloadRemoteRoutes.mockClear();
  prefetchRemotePages.mockClear();
  prefetchFiles.mockClear();
  nextChunkRun.mockClear();
  runtimeStarted = true;
  signedIn = true;
  for (const remote of Object.keys(states)) delete states[remote];
  // happy-dom's idle callback would need real time; run it at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
});
/** The runtime marks the page it runs in; a test that sets runtimeStarted = false sets it before the idle moment. */
const atIdle = async (ms: number) => {
  if (runtimeStarted) vi.stubGlobal('__FEDERATION__', {});
  vi.advanceTimersByTime(ms);
  await vi.dynamicImportSettled();
};
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('prefetching the next likely remote', () => {
  it('waits for the page to be quiet for the prefetch idle timeout (requirements §21.3), then warms the next remote', async () => {
    const { startRemotePrefetch } = await freshModule();
    startRemotePrefetch(routerAt('/rewards'));
    await atIdle(IDLE_TIMEOUT_MS - 1);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    await atIdle(1);
    expect(nextChunkRun).toHaveBeenCalledTimes(1);
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('vouchers');
    expect(IDLE_TIMEOUT_MS).toBe(2_000);
  });

  it('warms nothing at idle on a signed-out visitor’s remote page, but what they point at, and the dashboard from /login', async () => {
    const { startRemotePrefetch } = await freshModule();
    signedIn = false;
    document.body.innerHTML = '<a href="/vouchers">Vouchers</a><a href="/">Dashboard</a>';
    startRemotePrefetch(routerAt('/rewards'));
    await atIdle(IDLE_TIMEOUT_MS);
    expect(nextChunkRun).toHaveBeenCalledTimes(1);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    expect(prefetchRemotePages).not.toHaveBeenCalled();
    document.body.innerHTML = '<a href="/vouchers"><span>Vouchers</span></a>';
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('vouchers');
    stop?.();
    const login = await freshModule();
    login.startRemotePrefetch(routerAt('/login'));
    await atIdle(IDLE_TIMEOUT_MS);
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('account');
  });

  it('on a page without the runtime (/login), downloads the next remote’s files at idle and runs them as a form is sent', async () => {
    const { startRemotePrefetch } = await freshModule();
    runtimeStarted = false;
    document.body.innerHTML = '<a href="/">Dashboard</a><a href="/faq">FAQs</a>';
    startRemotePrefetch(routerAt('/login'));
    await atIdle(IDLE_TIMEOUT_MS);
    expect(prefetchFiles).toHaveBeenCalledWith('https://account.example/mf-manifest.json', ['/']);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    expect(prefetchRemotePages).not.toHaveBeenCalled();
    // The member sends the sign-in form: the runtime starts for the dashboard while the BFF answers.
    document.body.insertAdjacentHTML('beforeend', '<form><button>Log in</button></form>');
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('account');
    expect(prefetchRemotePages).toHaveBeenCalledWith('account', ['/']);
    // A link the member points at is a likely click: that remote is warmed through the runtime.
    document.body.innerHTML = '<a href="/rewards"><span>Rewards</span></a>';
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('rewards');
  });

  it('downloads nothing at idle for a remote that failed on this page', async () => {
    const { startRemotePrefetch } = await freshModule();
    runtimeStarted = false;
    states.account = 'failed';
    startRemotePrefetch(routerAt('/login'));
    await atIdle(IDLE_TIMEOUT_MS);
    expect(prefetchFiles).not.toHaveBeenCalled();
  });

  it('warms the remote behind a link the member points at, at once and only once', async () => {
    const { startRemotePrefetch } = await freshModule();
    startRemotePrefetch(routerAt('/login'));
    document.body.innerHTML = '<a href="/vouchers/123"><span>My vouchers</span></a>';
    const span = document.querySelector('span');
    span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledTimes(1);
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('vouchers');
  });

  it('warms nothing while the browser is offline, and warms it once it is back', async () => {
    const { startRemotePrefetch } = await freshModule();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startRemotePrefetch(routerAt('/login'));
    document.body.innerHTML = '<a href="/rewards"><span>Rewards</span></a>';
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await atIdle(IDLE_TIMEOUT_MS);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    // Not even the idle prefetch's own chunk: offline it could only fail (a console error).
    expect(nextChunkRun).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('rewards');
  });

  it("warms the next remote's pages this page links to, each path once", async () => {
    const { startRemotePrefetch } = await freshModule();
    document.body.innerHTML =
      '<nav><a href="/rewards">Rewards</a><a href="/vouchers">Vouchers</a><a href="/faq">FAQs</a></nav>' +
      '<a href="/rewards/r-1?from=home">A reward</a><a href="/rewards">Rewards again</a>' +
      '<a href="https://elsewhere.example/rewards">Not ours</a>';
    startRemotePrefetch(routerAt('/'));
    await atIdle(IDLE_TIMEOUT_MS);
    expect(prefetchRemotePages).toHaveBeenCalledTimes(2);
    expect(prefetchRemotePages).toHaveBeenCalledWith('rewards', ['/rewards', '/rewards/r-1']);
    expect(prefetchRemotePages).toHaveBeenCalledWith('vouchers', ['/vouchers']);
  });

  it('asks for the pages at once, beside the warming (they wait for its manifest), and warms a failed remote again later', async () => {
    const { startRemotePrefetch } = await freshModule();
    preloadRemoteRoutes.mockImplementationOnce(() => Promise.reject(new Error('down')));
    startRemotePrefetch(routerAt('/login'));
    document.body.innerHTML = '<a href="/rewards"><span>Rewards</span></a>';
    const span = document.querySelector('span');
    span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledTimes(1);
    expect(prefetchRemotePages).toHaveBeenCalledWith('rewards', ['/rewards']);
    await Promise.resolve();
    await Promise.resolve();
    span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledTimes(2);
  });

  it('for a remote already loaded, prefetches only the page behind the link pointed at', async () => {
    const { startRemotePrefetch } = await freshModule();
    states.rewards = 'ready';
    startRemotePrefetch(routerAt('/rewards'));
    document.body.innerHTML = '<a href="/rewards/r-2"><span>A reward</span></a>';
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchRemotePages).toHaveBeenCalledWith('rewards', ['/rewards/r-2']);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('warms nothing of a remote that is loading or failed', async () => {
    const { startRemotePrefetch } = await freshModule();
    states.vouchers = 'failed';
    startRemotePrefetch(routerAt('/login'));
    document.body.innerHTML = '<a href="/vouchers"><span>Vouchers</span></a>';
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    expect(prefetchRemotePages).not.toHaveBeenCalled();
  });
});
