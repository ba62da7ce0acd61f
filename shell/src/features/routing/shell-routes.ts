import type { PortalRouteHandle } from '@portal/contracts/remote-contract';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { PortalLayout, RootErrorBoundary } from '../layout/portal-layout.tsx';
import { LoginPage } from '../login/login-page.tsx';

/**
 * The shell's own routes as the browser and the shell's server build both draw them: the root
 * layout and /login. The server renders /login with exactly these (server-pages/render-pages.tsx)
 * and the browser hydrates that HTML with them (bootstrap.tsx), so both trees are the same
 * components in the same places and React keeps the server's nodes (and their first paint) as
 * they are. Only the browser adds the guards (middleware) and the catch-all.
 */
export const LOGIN_HANDLE: PortalRouteHandle = {
  layout: 'login-only',
  middleware: ['maintenance', 'guest'],
  title: 'Log in',
  popUp: 'login',
};

export const ROOT_ROUTE = {
  // Pathless: the layout only matches through a child, so '/' reaches the catch-all (and so
  // route discovery) until the account remote's index route is patched in.
  id: 'root',
  Component: PortalLayout,
  // The same component while the first page loads: the header, sidebar and footer stay
  // mounted when the page arrives (nothing a member is already clicking is replaced).
  HydrateFallback: PortalLayout,
  ErrorBoundary: RootErrorBoundary,
} as const;

export const LOGIN_ROUTE = {
  id: 'login',
  path: '/login',
  handle: LOGIN_HANDLE,
  // In the page's own code, not a chunk: the server renders /login, and React hydrates that
  // form as soon as the scripts have run, with no chunk to wait for.
  Component: LoginPage,
  ErrorBoundary: RouteErrorBoundary,
} as const;
