import { ownerOf, type RemoteName } from '@portal/contracts/route-map';
import { IDLE_TIMEOUT_MS } from '../../timings.ts';
import type { PortalRouter } from '../routing/create-portal-router.tsx';
import { preloadRemoteRoutes, statusOf } from './remote-registry.ts';

/** Requirements §21.3: the prefetch idle timeout. */

/** Where a member most likely goes next from each remote's pages (signed in; /login leads to the dashboard). */
const NEXT_LIKELY: Record<RemoteName | 'shell', RemoteName[]> = {
  shell: ['account'],
  account: ['rewards', 'vouchers'],
  rewards: ['vouchers', 'account'],
  vouchers: ['rewards', 'account'],
  info: ['account'],
};

const prefetched = new Set<RemoteName>();

function prefetch(remote: RemoteName): void {
  // Offline (a member in a dead zone) it could only fail; the next page back online warms it.
  if (!navigator.onLine || prefetched.has(remote) || statusOf(remote).state !== 'idle') return;
  prefetched.add(remote);
  // A failed prefetch costs nothing: the navigation loads (and reports) the remote as usual.
  preloadRemoteRoutes(remote).catch(() => prefetched.delete(remote));
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 0);
};

/**
 * Warms the remote a member is likely to open next, without competing with the page being shown:
 * once the page has been quiet for the prefetch idle timeout, when the browser is idle, the next
 * likely remote's entry and routes module; and at once, the remote behind a link the member
 * points at or focuses.
 */
export function startRemotePrefetch(router: PortalRouter): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (router.state.navigation.state !== 'idle') return;
    const here = ownerOf(router.state.location.pathname) ?? 'shell';
    timer = setTimeout(() => whenIdle(() => NEXT_LIKELY[here].forEach(prefetch)), IDLE_TIMEOUT_MS);
  };
  router.subscribe(schedule);
  schedule();

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const owner = ownerOf(link.pathname);
    if (owner && owner !== 'shell') prefetch(owner);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
