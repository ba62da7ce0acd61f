import type { PortalRouteHandle } from '@portal/contracts/remote-contract';
import type { RemoteName } from '@portal/contracts/route-map';
import { createBrowserRouter, type RouteObject } from '@portal/router/react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { guardsFor } from './guards.ts';
import { createRemoteRouteDiscovery } from './remote-route-discovery.ts';
import { LOGIN_HANDLE, LOGIN_ROUTE, ROOT_ROUTE } from './shell-routes.ts';
import { UNMATCHED_ROUTE_ID, UnmatchedRoute, unmatchedLoader } from './unmatched-route.tsx';

/** A page the server rendered: its remote's routes (wrapped, the page's own settled) and its data. */
export interface ServerRenderedStart {
  owner: RemoteName;
  routes: RouteObject[];
  loaderData: Record<string, unknown>;
}

/**
 * The shell's route tree: its own /login, a catch-all for 404s and unavailable remotes, and every
 * remote's routes discovered on first navigation into it (react-router's lazy route discovery).
 * A page the server rendered starts with its remote's routes already in place and the server's
 * loader data, so the router draws the server's page without loading it again.
 */
export function createPortalRouter(start?: ServerRenderedStart) {
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
        ...(start?.routes ?? []),
      ],
    },
  ];

  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: createRemoteRouteDiscovery(start ? [start.owner] : []),
    ...(start ? { hydrationData: { loaderData: start.loaderData } } : {}),
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
