import { PORT_VARIABLES, type PortName, portFor } from '@portal/config/ports';
import { REMOTE_NAMES } from '@portal/contracts/route-map';
import { localSecrets } from './lib/local-secrets.ts';
import { assertPortsFree } from './lib/port-check.ts';
import { dataDir } from './lib/portal.ts';
import { ROOT, type Service, startService, stopServices } from './lib/processes.ts';

/**
 * `pnpm dev`: everything in watch mode. The provider and the BFF restart on change (node
 * --watch); the shell and each remote run Rsbuild's dev server with hot reload. The shell's dev
 * server (:3000) fronts the BFF (API only, :3010) so the browser sees one origin. The two servers'
 * JSON logs are shown one readable line per event (lib/log-lines.ts).
 */
const env: NodeJS.ProcessEnv = { ...process.env, ...localSecrets(dataDir()) };
const bffPort = env.BFF_DEV_PORT ?? '3010';
const shellOrigin = `http://localhost:${portFor('shell', env)}`;
const services: Service[] = [];

// Every port checked before anything starts: a taken one is one line naming the variable to change.
const planned = (name: PortName, host = 'localhost') => ({
  port: portFor(name, env),
  host,
  variable: PORT_VARIABLES[name],
});
try {
  const bffPortNumber = Number(bffPort);
  if (!Number.isInteger(bffPortNumber) || bffPortNumber < 1 || bffPortNumber > 65_535) {
    throw new Error(`BFF_DEV_PORT must be a port number, got "${bffPort}"`);
  }
  await assertPortsFree([
    planned('loyaltyApi', env.LOYALTY_API_HOST || '127.0.0.1'),
    { port: bffPortNumber, host: 'localhost', variable: 'BFF_DEV_PORT' },
    planned('shell'),
    ...REMOTE_NAMES.map((remote) => planned(remote)),
    planned('popUps'),
  ]);
} catch (error) {
  process.stderr.write(`npm run dev: ${(error as Error).message}\n`);
  process.exit(1);
}

services.push(
  startService({
    name: 'loyalty-api',
    script: 'packages/loyalty-api/src/main.ts',
    nodeArgs: ['--watch'],
    env: { ...env, LOYALTY_DATA_DIR: env.LOYALTY_DATA_DIR ?? `${dataDir()}/loyalty-api`, PUBLIC_ORIGIN: shellOrigin },
    healthUrl: `http://127.0.0.1:${portFor('loyaltyApi', env)}/health`,
    pretty: true,
  }),
  startService({
    name: 'bff',
    script: 'shell/server/main.ts',
    nodeArgs: ['--watch'],
    env: { ...env, SHELL_PORT: bffPort, PUBLIC_ORIGIN: shellOrigin, SERVE_SHELL: 'false' },
    healthUrl: `http://localhost:${bffPort}/health`,
    pretty: true,
  }),
  startService({
    name: 'shell',
    command: ['pnpm', 'exec', 'rsbuild', 'dev'],
    cwd: `${ROOT}/shell`,
    env: { ...env, BFF_DEV_PORT: bffPort },
    healthUrl: shellOrigin,
  }),
  ...REMOTE_NAMES.map((remote) =>
    startService({
      name: `mfe-${remote}`,
      command: ['pnpm', 'exec', 'rsbuild', 'dev'],
      cwd: `${ROOT}/mfe-${remote}`,
      env: { ...env, PUBLIC_ORIGIN: shellOrigin },
      healthUrl: `http://localhost:${portFor(remote, env)}/mf-manifest.json`,
    }),
  ),
  startService({
    name: 'pop-ups',
    command: ['pnpm', 'exec', 'rsbuild', 'dev'],
    cwd: `${ROOT}/mfe-info/pop-ups`,
    env: { ...env, PUBLIC_ORIGIN: shellOrigin },
    healthUrl: `http://localhost:${portFor('popUps', env)}/mf-manifest.json`,
  }),
);

process.stdout.write(`\n  Island Rewards (dev) at ${shellOrigin} — Ctrl-C stops everything.\n\n`);
const stop = async (): Promise<void> => {
  await stopServices(services);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
