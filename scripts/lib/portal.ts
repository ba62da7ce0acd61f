import path from 'node:path';
import { type PortName, portFor } from '@portal/config/ports';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import { openDeployStore } from '@portal/remote-origin/deploy-store';
import { localSecrets } from './local-secrets.ts';
import { ROOT, type Service, startService, stopServices, waitHealthy } from './processes.ts';

/** Where remote builds are published: one folder per remote origin (PORTAL_DEPLOY_DIR, default .deploy). */
export const deployDir = (): string => process.env.PORTAL_DEPLOY_DIR ?? path.join(ROOT, '.deploy');
export const deployRootOf = (remote: RemoteName): string => path.join(deployDir(), remote);
/** Marketing's pop-up content: its own build (mfe-info/pop-ups), published to its own origin. */
export const popUpsDeployRoot = (): string => path.join(deployDir(), 'pop-ups');
const POP_UPS_DIST = path.join(ROOT, 'mfe-info', 'pop-ups', 'dist');
/** Local state: the provider's database and generated secrets (PORTAL_DATA_DIR, default .data). */
export const dataDir = (): string => process.env.PORTAL_DATA_DIR ?? path.join(ROOT, '.data');

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
 * points elsewhere), one static origin per remote, and the BFF serving the shell.
 */
export async function startPortal(options: { quiet?: boolean } = {}): Promise<RunningPortal> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...localSecrets(dataDir()) };
  const port = (name: PortName) => portFor(name, env);
  const shellOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port('shell')}`).replace(/\/$/, '');
  const services: Service[] = [];
  const quiet = options.quiet ?? false;

  try {
    if (!env.PROVIDER_URL) {
      const provider = startService({
        name: 'loyalty-api',
        script: 'packages/loyalty-api/src/main.ts',
        env: {
          ...env,
          LOYALTY_DATA_DIR: env.LOYALTY_DATA_DIR ?? path.join(dataDir(), 'loyalty-api'),
          PORTAL_ORIGIN: shellOrigin,
          // The local portal is for demos and tests: its mail is read at /dev/mailbox (README).
          DEV_MAILBOX: env.DEV_MAILBOX ?? 'on',
        },
        healthUrl: `http://127.0.0.1:${port('loyaltyApi')}/health`,
        quiet,
      });
      services.push(provider);
    }
    for (const remote of REMOTE_NAMES) {
      services.push(
        startService({
          name: `mfe-${remote}`,
          script: 'packages/remote-origin/src/main.ts',
          env: {
            ...env,
            DEPLOY_ROOT: deployRootOf(remote),
            PORT: String(port(remote)),
            // EXTRA_SHELL_ORIGINS: more shells using the same remotes (a staging shell, the e2e settings shells).
            SHELL_ORIGIN: [shellOrigin, ...(env.EXTRA_SHELL_ORIGINS ?? '').split(',')].filter(Boolean).join(','),
          },
          healthUrl: `http://localhost:${port(remote)}/health`,
          quiet,
        }),
      );
    }
    // The pop-up content's origin, a static origin like the remotes' (the default popUpSource).
    services.push(
      startService({
        name: 'pop-ups',
        script: 'packages/remote-origin/src/main.ts',
        env: {
          ...env,
          DEPLOY_ROOT: popUpsDeployRoot(),
          PORT: String(port('popUps')),
          SHELL_ORIGIN: [shellOrigin, ...(env.EXTRA_SHELL_ORIGINS ?? '').split(',')].filter(Boolean).join(','),
        },
        healthUrl: `http://localhost:${port('popUps')}/health`,
        quiet,
      }),
    );
    await Promise.all(services.map((service) => waitHealthy(service)));
    const bff = startService({
      name: 'bff',
      script: 'shell/server/main.ts',
      env,
      healthUrl: `http://localhost:${port('shell')}/health`,
      quiet,
    });
    services.push(bff);
    await waitHealthy(bff);
  } catch (error) {
    await stopServices(services);
    throw error;
  }
  return { services, shellOrigin, stop: () => stopServices(services) };
}
