import { ownerOf, type RemoteName } from '@portal/contracts/route-map';
import type { PatchRoutesOnNavigationFunction } from '@portal/router/react-router';
import { startedOffline } from '../offline/offline-state.ts';
import { loadRemoteRoutes, prefetchRemotePages, statusOf } from '../remotes/remote-registry.ts';
import { wrapRemoteRoutes } from './wrap-remote-routes.ts';

/**
 * React Router's `patchRoutesOnNavigation` for the portal: the first navigation into a remote
 * loads its routes and patches them, wrapped by the shell, under the root route. A remote that
 * failed is left alone until Retry (or a reload) resets it.
 *
 * Why a remote counts as patched only once its patch has landed: React Router drops a patch made
 * for a navigation that was interrupted meanwhile (a member on slow data taps another link while
 * the remote loads). Marked patched then, the remote's paths would stay on the catch-all — "Page
 * not found" — until a reload; unmarked, the next navigation into it patches it, its routes
 * already loaded.
 */
export function createRemoteRouteDiscovery(
  alreadyPatched: readonly RemoteName[] = [],
): PatchRoutesOnNavigationFunction {
  // A page the server rendered starts with its remote's routes in the tree (create-portal-router.tsx).
  const patched = new Set<RemoteName>(alreadyPatched);
  return async ({ path, patch, signal }) => {
    const owner = ownerOf(path);
    if (!owner || owner === 'shell' || patched.has(owner)) return;
    if (statusOf(owner).state === 'failed') return; // Retry (or a reload) tries again
    // Started offline: only the vouchers remote's code is kept; every other page needs a connection.
    if (startedOffline() && owner !== 'vouchers') return;
    // The page's own chunks start beside the remote's entry and routes module, once its
    // manifest is read, not one round trip after them (page-prefetch.ts).
    if (navigator.onLine) prefetchRemotePages(owner, [path], 'preload').catch(() => undefined);
    const remoteRoutes = await loadRemoteRoutes(owner);
    if (!remoteRoutes || patched.has(owner) || signal.aborted) return;
    patched.add(owner);
    patch('root', wrapRemoteRoutes(remoteRoutes, { owner }));
  };
}
