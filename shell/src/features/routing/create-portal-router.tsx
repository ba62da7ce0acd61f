import type { PortalRouteHandle } from '@portal/contracts/remote-contract';
import { createBrowserRouter, type RouteObject } from '@portal/router/react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { guardsFor } from './guards.ts';
import { createRemoteRouteDiscovery } from './remote-route-discovery.ts';
import { LOGIN_HANDLE, LOGIN_ROUTE, ROOT_ROUTE } from './shell-routes.ts';
import { UNMATCHED_ROUTE_ID, UnmatchedRoute, unmatchedLoader } from './unmatched-route.tsx';

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

  return createBrowserRouter(routes, { patchRoutesOnNavigation: createRemoteRouteDiscovery() });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
