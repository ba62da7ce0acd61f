import type { PortalRouteHandle } from '@portal/contracts/remote-contract';
import { ownerOf } from '@portal/contracts/route-map';
import { createBrowserRouter, type RouteObject } from '@portal/router/react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { PortalLayout, RootErrorBoundary } from '../layout/portal-layout.tsx';
import { LoginPage } from '../login/login-page.tsx';
import { startedOffline } from '../offline/offline-state.ts';
import { loadRemoteRoutes, prefetchRemotePages, statusOf } from '../remotes/remote-registry.ts';
import { guardsFor } from './guards.ts';
import { UNMATCHED_ROUTE_ID, UnmatchedRoute, unmatchedLoader } from './unmatched-route.tsx';
import { wrapRemoteRoutes } from './wrap-remote-routes.ts';

const loginHandle: PortalRouteHandle = {
  layout: 'login-only',
  middleware: ['maintenance', 'guest'],
  title: 'Log in',
  popUp: 'login',
};

/**
 * The shell's route tree: its own /login, a catch-all for 404s and unavailable remotes, and every
 * remote's routes discovered on first navigation into it (react-router's lazy route discovery).
 */
export function createPortalRouter() {
  const routes: RouteObject[] = [
    {
      // Pathless: the layout only matches through a child, so '/' reaches the catch-all (and so
      // route discovery) until the account remote's index route is patched in.
      id: 'root',
      Component: PortalLayout,
      // The same component while the first page loads: the header, sidebar and footer stay
      // mounted when the page arrives (nothing a member is already clicking is replaced).
      HydrateFallback: PortalLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'login',
          path: '/login',
          handle: loginHandle,
          middleware: guardsFor(loginHandle.middleware),
          // In the page's own code, not a chunk: the server renders /login, and React takes that
          // form over as soon as the scripts have run (bootstrap.tsx), with no chunk to wait for.
          Component: LoginPage,
          ErrorBoundary: RouteErrorBoundary,
        },
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
