// @vitest-environment happy-dom
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../timings.ts';

const preloadRemoteRoutes = vi.fn((_remote: string) => Promise.resolve());
vi.mock('./remote-registry.ts', () => ({ statusOf: () => ({ state: 'idle' }), preloadRemoteRoutes }));

// A fresh module per test: what was prefetched is remembered for the page's life.
const freshModule = async () => {
  vi.resetModules();
  return import('./prefetch-remotes.ts');
};

const routerAt = (path: string) =>
  createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: [path] }) as never;

beforeEach(() => {
  vi.useFakeTimers();
  preloadRemoteRoutes.mockClear();
  // happy-dom's idle callback would need real time; run it at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('prefetching the next likely remote', () => {
  it('waits for the page to be quiet for the prefetch idle timeout (requirements §21.3), then warms the next remote', async () => {
    const { startRemotePrefetch } = await freshModule();
    startRemotePrefetch(routerAt('/rewards'));
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('vouchers');
    expect(IDLE_TIMEOUT_MS).toBe(2_000);
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
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(preloadRemoteRoutes).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteRoutes).toHaveBeenCalledWith('rewards');
  });
});
