import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PORT_VARIABLES, type PortName, portFor } from '@portal/config/ports';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import { openDeployStore } from '@portal/remote-origin/deploy-store';
import { localSecrets, operatorSecrets } from './local-secrets.ts';
import { assertPortsFree, type PlannedPort } from './port-check.ts';
import {
  dataDir,
  deployRootOf,
  popUpsDeployRoot,
  startBff,
  startProvider,
  startRemoteOrigins,
} from './portal-services.ts';
import { ROOT, type Service, stopServices, waitHealthy } from './processes.ts';

export { dataDir, deployRootOf } from './portal-services.ts';

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

/**
 * The ports `startPortal` will listen on with `env`, each with the variable that moves it: the
 * provider's (unless PROVIDER_URL points elsewhere), the remote origins' and the BFF's.
 */
function portalPorts(env: NodeJS.ProcessEnv): PlannedPort[] {
  const planned = (name: PortName, host: string): PlannedPort => ({
    port: portFor(name, env),
    host,
    variable: PORT_VARIABLES[name],
  });
  return [
    ...(env.PROVIDER_URL ? [] : [planned('loyaltyApi', env.LOYALTY_API_HOST || '127.0.0.1')]),
    ...REMOTE_NAMES.map((remote) => planned(remote, 'localhost')),
    planned('popUps', 'localhost'),
    planned('shell', env.SHELL_HOST || 'localhost'),
  ];
}

/** Throws a one-line PortInUseError when a port the portal needs is taken (npm start checks before building). */
export function checkPortalPorts(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return assertPortsFree(portalPorts(env));
}

export interface RunningPortal {
  services: Service[];
  shellOrigin: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole portal the way `npm start` runs it: the loyalty provider (unless PROVIDER_URL
 * points elsewhere), one static origin per remote, and the BFF serving the shell. Every port is
 * checked free first, and the run gets an id of its own (PORTAL_RUN_ID) that the provider's and
 * the BFF's /health echo, so nothing else answering there is taken for them. A service that
 * crashes is restarted by the runner (see processes.ts). `pretty`: readable logs (npm start).
 */
export async function startPortal(options: { quiet?: boolean; pretty?: boolean } = {}): Promise<RunningPortal> {
  await checkPortalPorts(process.env);
  const env: NodeJS.ProcessEnv = { ...process.env, ...localSecrets(dataDir()), PORTAL_RUN_ID: randomUUID() };
  const port = (name: PortName) => portFor(name, env);
  const shellOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port('shell')}`).replace(/\/$/, '');
  const common = {
    env,
    shellOrigin,
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
    ...(options.pretty ? { pretty: true } : {}),
  };
  const services: Service[] = [];

  try {
    if (!env.PROVIDER_URL) services.push(startProvider({ ...common, env: { ...env, ...operatorSecrets(dataDir()) } }));
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
