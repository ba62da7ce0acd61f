import path from 'node:path';
import { type PortName, portFor } from '@portal/config/ports';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import { openDeployStore } from '@portal/remote-origin/deploy-store';
import { localSecrets } from './local-secrets.ts';
import {
  dataDir,
  deployRootOf,
  popUpsDeployRoot,
  startBff,
  startProvider,
  startRemoteOrigins,
} from './portal-services.ts';
import { ROOT, type Service, stopServices, waitHealthy } from './processes.ts';

export { dataDir, deployDir, deployRootOf, popUpsDeployRoot } from './portal-services.ts';

const POP_UPS_DIST = path.join(ROOT, 'mfe-info', 'pop-ups', 'dist');

/** Publishes each remote's current build to its origin's deploy folder (a no-op when unchanged). */
export async function publishRemotes(remotes: readonly RemoteName[] = REMOTE_NAMES): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const remote of remotes) {
    ids[remote] = await openDeployStore(deployRootOf(remote)).publish(path.join(ROOT, `mfe-${remote}`, 'dist'));
  }
  ids['pop-ups'] = await openDeployStore(popUpsDeployRoot()).publish(POP_UPS_DIST);
  return ids;
}

export interface RunningPortal {
  services: Service[];
  shellOrigin: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole portal the way `npm start` runs it: the loyalty provider (unless PROVIDER_URL
 * points elsewhere), one static origin per remote, and the BFF serving the shell. A service that
 * crashes is restarted by the runner (see processes.ts).
 */
export async function startPortal(options: { quiet?: boolean } = {}): Promise<RunningPortal> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...localSecrets(dataDir()) };
  const port = (name: PortName) => portFor(name, env);
  const shellOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port('shell')}`).replace(/\/$/, '');
  const common = { env, shellOrigin, ...(options.quiet === undefined ? {} : { quiet: options.quiet }) };
  const services: Service[] = [];

  try {
    if (!env.PROVIDER_URL) services.push(startProvider(common));
    services.push(...startRemoteOrigins(common));
    await Promise.all(services.map((service) => waitHealthy(service)));
    const bff = startBff({ ...common, port: port('shell') });
    services.push(bff);
    await waitHealthy(bff);
  } catch (error) {
    await stopServices(services);
    throw error;
  }
  return { services, shellOrigin, stop: () => stopServices(services) };
}
