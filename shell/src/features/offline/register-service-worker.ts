import type { PortalRouter } from '../routing/create-portal-router.tsx';
import { startedOffline } from './offline-state.ts';

/**
 * Installs the portal's service worker (/sw.js) and, once it is ready, starts keeping the member's
 * offline copy — off the critical path: after the load event, when the browser is idle, and in a
 * chunk of its own.
 * A page started offline keeps no copy (it has nothing newer to give).
 */
export function registerServiceWorker(router: PortalRouter): void {
  if (!('serviceWorker' in navigator) || startedOffline()) return;
  const start = () =>
    (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000)))(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The offline service worker could not be installed', error);
      });
      // The copy is gathered only once a worker is there to keep it: a browser that refuses the
      // worker (a private window, a policy) would otherwise fetch the member's vouchers and offers
      // and load the vouchers remote on every page, for no one.
      void navigator.serviceWorker.ready
        .then(() => import('./offline-sync.ts'))
        .then(({ startOfflineSync }) => startOfflineSync(router));
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
