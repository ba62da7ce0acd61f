// The monolith baseline's stand-in for shell/src/features/remotes/remote-registry.ts: the same
// exports, but every "remote" is an ordinary lazy chunk of one app (no federation, no origins).
import type { RemoteRoutesModule } from '@portal/contracts/remote-contract';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { sessionStore } from '@portal/session/session-atoms';
import { matchRoutes, type RouteObject } from 'react-router';
import { type RemoteStatus, remoteStatusAtom } from '../../shell/src/features/remotes/remote-status.ts';

export const REMOTE_DEADLINE_MS = 5_000;

const MODULES: Record<RemoteName, () => Promise<RemoteRoutesModule>> = {
  account: () => import('../../mfe-account/src/routes.ts') as Promise<RemoteRoutesModule>,
  rewards: () => import('../../mfe-rewards/src/routes.ts') as Promise<RemoteRoutesModule>,
  vouchers: () => import('../../mfe-vouchers/src/routes.ts') as Promise<RemoteRoutesModule>,
  info: () => import('../../mfe-info/src/routes.ts') as Promise<RemoteRoutesModule>,
};

function setStatus(remote: RemoteName, status: RemoteStatus): void {
  sessionStore.set(remoteStatusAtom, { ...sessionStore.get(remoteStatusAtom), [remote]: status });
}

export function statusOf(remote: RemoteName): RemoteStatus {
  return sessionStore.get(remoteStatusAtom)[remote];
}

export function initRemotes(_config: RuntimeConfig): void {}

export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[] | null> {
  setStatus(remote, { state: 'loading' });
  const loaded = await MODULES[remote]();
  setStatus(remote, { state: 'ready' });
  return loaded.routes;
}

/** Downloads (and runs) the remote's chunk ahead of the navigation, as the portal's prefetch downloads a remote. */
export async function preloadRemoteRoutes(remote: RemoteName): Promise<void> {
  await MODULES[remote]();
}

/**
 * The portal's page prefetch (shell/src/features/remotes/page-prefetch.ts), as one app does it:
 * the lazy parts of the pages at `pathnames` are loaded (and run) ahead of the navigation.
 */
export async function prefetchRemotePages(remote: RemoteName, pathnames: string[], _urgency?: string): Promise<void> {
  const { routes } = await MODULES[remote]();
  const loads = pathnames.flatMap((pathname) =>
    (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
      route.lazy && typeof route.lazy === 'object'
        ? Object.values(route.lazy).map((load: unknown) => (typeof load === 'function' ? load() : undefined))
        : [],
    ),
  );
  await Promise.all(loads);
}

export function prepareRetry(remote: RemoteName): void {
  setStatus(remote, { state: 'idle' });
}
