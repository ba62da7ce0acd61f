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

/** How the shell wraps a remote's routes: in the browser, or for the BFF's renderer. */
export interface WrapOptions {
  /**
   * Names the routes that have no id of their own `<owner>-<index path>` (e.g. `rewards-0-1`), so
   * the server's render and the browser's hydration data name the same route the same way.
   */
  owner?: string;
  /**
   * False on the server: the BFF has already decided who may see the page (shell-assets.ts), and
   * the guards read the browser's session check, which a renderer never runs.
   */
  guards?: boolean;
}

/**
 * Applies the shell's side of the contract to a remote's routes: the guards its handles name,
 * one retry for lazily loaded page code, and the shell's error boundary on every route.
 */
export function wrapRemoteRoutes(
  routes: RouteObject[],
  options: WrapOptions = {},
  at: readonly number[] = [],
): RouteObject[] {
  return routes.map((route, index) => {
    const handle = routeHandle(route);
    const position = [...at, index];
    const wrapped = {
      ...route,
      ...(options.owner && !route.id ? { id: `${options.owner}-${position.join('-')}` } : {}),
      ...(route.lazy ? { lazy: retryingLazy(route.lazy) } : {}),
      ...(handle && options.guards !== false
        ? { middleware: [...guardsFor(handle.middleware), ...(route.middleware ?? [])] }
        : {}),
      ErrorBoundary: RouteErrorBoundary,
    } as RouteObject;
    if (route.children) wrapped.children = wrapRemoteRoutes(route.children, options, position);
    return wrapped;
  });
}
