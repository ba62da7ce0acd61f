// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { type AnalyticsProvider, startAnalytics } from './analytics.ts';

function fakeRouter() {
  let listener:
    | ((state: { location: { pathname: string; search: string }; navigation: { state: string } }) => void)
    | undefined;
  return {
    state: { location: { pathname: '/', search: '' } },
    subscribe(next: typeof listener) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    go(pathname: string) {
      listener?.({ location: { pathname, search: '' }, navigation: { state: 'idle' } });
    },
  };
}

const provider = () => ({
  load: vi.fn<AnalyticsProvider['load']>(),
  pageView: vi.fn<AnalyticsProvider['pageView']>(),
});

describe('analytics loader', () => {
  it('does nothing without ANALYTICS_ID', async () => {
    const p = provider();
    startAnalytics({ analyticsId: null }, fakeRouter(), p);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(p.load).not.toHaveBeenCalled();
  });

  it('loads after the page is idle and reports one page view per navigation', async () => {
    vi.useFakeTimers();
    const p = provider();
    const router = fakeRouter();
    const stop = startAnalytics({ analyticsId: 'G-TEST123' }, router, p);
    expect(p.load).not.toHaveBeenCalled(); // never during render
    await vi.advanceTimersByTimeAsync(3_100);
    expect(p.load).toHaveBeenCalledWith('G-TEST123');
    router.go('/rewards');
    router.go('/rewards');
    router.go('/faq');
    await vi.advanceTimersByTimeAsync(10);
    expect(p.pageView.mock.calls.map((call) => call[0])).toEqual(['/', '/rewards', '/faq']);
    stop();
    vi.useRealTimers();
  });
});
