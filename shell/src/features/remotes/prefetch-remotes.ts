import { ownerOf, type RemoteName } from '@portal/contracts/route-map';
import { IDLE_TIMEOUT_MS } from '../../timings.ts';
import type { PortalRouter } from '../routing/create-portal-router.tsx';
import { prefetchRemotePages, preloadRemoteRoutes, statusOf } from './remote-registry.ts';

/** Remotes whose entry and routes module are warmed (or being warmed) in this document. */
const warmed = new Set<RemoteName>();

/**
 * Warms a remote through the federation runtime (its entry and routes module, once) and the own
 * chunks of its pages at `pathnames` (fetched as soon as its manifest is read); a remote already
 * loaded gets only the pages.
 */
function prefetch(remote: RemoteName, pathnames: string[]): void {
  // Offline (a member in a dead zone) it could only fail; the next page back online warms it.
  if (!navigator.onLine) return;
  const state = statusOf(remote).state;
  if (state === 'loading' || state === 'failed') return;
  if (state === 'idle' && !warmed.has(remote)) {
    warmed.add(remote);
    // A failed prefetch costs nothing: the navigation loads (and reports) the remote as usual.
    preloadRemoteRoutes(remote).catch(() => warmed.delete(remote));
  }
  if (pathnames.length > 0) prefetchRemotePages(remote, pathnames).catch(() => undefined);
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 0);
};

/**
 * Warms the remote a member is likely to open next, without competing with the page being shown:
 * once the page has been quiet for the prefetch idle timeout, when the browser is idle, the next
 * likely remote's entry and routes module and the chunks of its pages this page links to (on a
 * page without the runtime, downloaded only: prefetch-next.ts); and at once, the remote and the
 * page behind a link the member points at or focuses. Returns what stops it.
 */
export function startRemotePrefetch(router: PortalRouter): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (router.state.navigation.state !== 'idle') return;
    const here = ownerOf(router.state.location.pathname) ?? 'shell';
    // What to warm next is a chunk of its own: no page needs it before this moment. Offline (a
    // member in a dead zone) it could only fail; the next page back online warms it.
    const warmNext = () =>
      navigator.onLine &&
      import(/* webpackChunkName: "prefetch-next" */ './prefetch-next.ts')
        .then((next) => next.warmNext(here, prefetch))
        .catch(() => undefined);
    timer = setTimeout(() => whenIdle(warmNext), IDLE_TIMEOUT_MS);
  };
  const unsubscribe = router.subscribe(schedule);
  schedule();

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const owner = ownerOf(link.pathname);
    if (owner && owner !== 'shell') prefetch(owner, [link.pathname]);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
