import type { PortalRouteHandle } from '@portal/contracts/remote-contract';
import { ownerOf } from '@portal/contracts/route-map';
import { createBrowserRouter, type RouteObject } from '@portal/router/react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { startedOffline } from '../offline/offline-state.ts';
import { loadRemoteRoutes, prefetchRemotePages, statusOf } from '../remotes/remote-registry.ts';
import { guardsFor } from './guards.ts';
import { LOGIN_HANDLE, LOGIN_ROUTE, ROOT_ROUTE } from './shell-routes.ts';
import { UNMATCHED_ROUTE_ID, UnmatchedRoute, unmatchedLoader } from './unmatched-route.tsx';
import { wrapRemoteRoutes } from './wrap-remote-routes.ts';

/**
 * The shell's route tree: its own /login, a catch-all for 404s and unavailable remotes, and every
 * remote's routes discovered on first navigation into it (react-router's lazy route discovery).
 */
export function createPortalRouter() {
  const routes: RouteObject[] = [
    {
      ...ROOT_ROUTE,
      children: [
        { ...LOGIN_ROUTE, middleware: guardsFor(LOGIN_HANDLE.middleware) },
        {
          id: UNMATCHED_ROUTE_ID,
          path: '/*',
          // Maintenance covers every path, known or not.
          middleware: guardsFor(['maintenance']),
          loader: unmatchedLoader,
          Component: UnmatchedRoute,
          ErrorBoundary: RouteErrorBoundary,
          handle: { layout: 'default', middleware: ['maintenance'] } satisfies PortalRouteHandle,
        },
      ],
    },
  ];

  const patched = new Set<string>();
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const owner = ownerOf(path);
      if (!owner || owner === 'shell' || patched.has(owner)) return;
      if (statusOf(owner).state === 'failed') return; // Retry (or a reload) tries again
      // Started offline: only the vouchers remote's code is kept; every other page needs a connection.
      if (startedOffline() && owner !== 'vouchers') return;
      // The page's own chunks start beside the remote's entry and routes module, once its
      // manifest is read, not one round trip after them (page-prefetch.ts).
      if (navigator.onLine) prefetchRemotePages(owner, [path], 'preload').catch(() => undefined);
      const remoteRoutes = await loadRemoteRoutes(owner);
      if (remoteRoutes && !patched.has(owner)) {
        patched.add(owner);
        patch('root', wrapRemoteRoutes(remoteRoutes));
      }
    },
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
