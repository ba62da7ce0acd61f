// The monolith baseline's stand-in for shell/src/features/remotes/remote-registry.ts: the same
// exports, but every "remote" is an ordinary lazy chunk of one app (no federation, no origins).
import type { RemoteRoutesModule } from '@portal/contracts/remote-contract';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { sessionStore } from '@portal/session/session-atoms';
import type { RouteObject } from 'react-router';
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

export function prepareRetry(remote: RemoteName): void {
  setStatus(remote, { state: 'idle' });
}
