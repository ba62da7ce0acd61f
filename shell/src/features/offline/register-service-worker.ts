import type { PortalRouter } from '../routing/create-portal-router.tsx';
import { startedOffline } from './offline-state.ts';

/**
 * Installs the portal's service worker (/sw.js) and starts keeping the member's offline copy — off
 * the critical path: after the load event, when the browser is idle, and in a chunk of its own.
 * A page started offline keeps no copy (it has nothing newer to give).
 */
export function registerServiceWorker(router: PortalRouter): void {
  if (!('serviceWorker' in navigator) || startedOffline()) return;
  const start = () =>
    (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000)))(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The offline service worker could not be installed', error);
      });
      void import('./offline-sync.ts').then(({ startOfflineSync }) => startOfflineSync(router));
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
