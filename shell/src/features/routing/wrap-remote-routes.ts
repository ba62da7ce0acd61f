import { routeHandle } from '@portal/contracts/remote-contract';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { guardsFor } from './guards.ts';

/**
 * Applies the shell's side of the contract to a remote's routes: the guards its handles name,
 * and the shell's error boundary on every route.
 */
export function wrapRemoteRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = routeHandle(route);
    const wrapped = {
      ...route,
      ...(handle ? { middleware: [...guardsFor(handle.middleware), ...(route.middleware ?? [])] } : {}),
      ErrorBoundary: RouteErrorBoundary,
    } as RouteObject;
    if (route.children) wrapped.children = wrapRemoteRoutes(route.children);
    return wrapped;
  });
}
