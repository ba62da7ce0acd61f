import type { RuntimeConfig } from '@portal/contracts/runtime-config';

/** An analytics service the portal can report page views to. */
export interface AnalyticsProvider {
  /** Starts loading the service's script; nothing waits for it. */
  load(id: string): void;
  pageView(path: string, title: string): void;
}

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Google Analytics 4 through gtag.js: the third-party analytics service of requirements §19.5. */
const gtagProvider: AnalyticsProvider = {
  load(id) {
    const w = window as unknown as GtagWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    // Page views are sent by the router subscription below, once per navigation.
    w.gtag('config', id, { send_page_view: false, anonymize_ip: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  },
  pageView(path, title) {
    (window as unknown as GtagWindow).gtag?.('event', 'page_view', { page_path: path, page_title: title });
  },
};

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(
    listener: (state: { location: { pathname: string; search: string }; navigation: { state: string } }) => void,
  ): () => void;
}

/**
 * Starts analytics when `ANALYTICS_ID` is configured, after the page is idle so it never delays
 * the first render, and not at all for visitors who ask not to be tracked (Global Privacy Control).
 * Returns a function that stops it.
 */
export function startAnalytics(
  config: Pick<RuntimeConfig, 'analyticsId'>,
  router: RouterLike,
  provider: AnalyticsProvider = gtagProvider,
): () => void {
  const id = config.analyticsId;
  if (!id || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return () => undefined;
  let unsubscribe = (): void => undefined;
  let lastPath = '';
  const report = (location: { pathname: string; search: string }): void => {
    const path = `${location.pathname}${location.search}`;
    if (path === lastPath) return;
    lastPath = path;
    // After the page has rendered, so the title is the new page's.
    setTimeout(() => provider.pageView(path, document.title), 0);
  };
  const begin = (): void => {
    provider.load(id);
    report(router.state.location);
    unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === 'idle') report(state.location);
    });
  };
  const idle = 'requestIdleCallback' in window ? window.requestIdleCallback(begin, { timeout: 3_000 }) : undefined;
  const timer = idle === undefined ? setTimeout(begin, 1_000) : undefined;
  return () => {
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
  };
}
