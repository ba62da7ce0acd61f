import { routeHandle } from '@portal/contracts/remote-contract';
import type { RouteObject } from '@portal/router/react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { guardsFor } from './guards.ts';

/** One more try for a lazily loaded piece of a remote page (failure layer 1: bounded retries). */
function withRetry<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), 400)));
}

function retryingLazy(lazy: RouteObject['lazy']): RouteObject['lazy'] {
  if (!lazy) return lazy;
  if (typeof lazy === 'function') return withRetry(lazy) as RouteObject['lazy'];
  return Object.fromEntries(
    Object.entries(lazy).map(([key, load]) => [
      key,
      typeof load === 'function' ? withRetry(load as () => Promise<unknown>) : load,
    ]),
  ) as RouteObject['lazy'];
}

/**
 * Applies the shell's side of the contract to a remote's routes: the guards its handles name,
 * one retry for lazily loaded page code, and the shell's error boundary on every route.
 */
export function wrapRemoteRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = routeHandle(route);
    const wrapped = {
      ...route,
      ...(route.lazy ? { lazy: retryingLazy(route.lazy) } : {}),
      ...(handle ? { middleware: [...guardsFor(handle.middleware), ...(route.middleware ?? [])] } : {}),
      ErrorBoundary: RouteErrorBoundary,
    } as RouteObject;
    if (route.children) wrapped.children = wrapRemoteRoutes(route.children);
    return wrapped;
  });
}
