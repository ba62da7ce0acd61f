import path from 'node:path';
import { type PortName, portFor } from '@portal/config/ports';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import { ROOT, type Service, startService } from './processes.ts';

/** Where remote builds are published: one folder per remote origin (PORTAL_DEPLOY_DIR, default .deploy). */
const deployDir = (): string => process.env.PORTAL_DEPLOY_DIR ?? path.join(ROOT, '.deploy');
export const deployRootOf = (remote: RemoteName): string => path.join(deployDir(), remote);
/** Marketing's pop-up content: its own build (mfe-info/pop-ups), published to its own origin. */
export const popUpsDeployRoot = (): string => path.join(deployDir(), 'pop-ups');
/** Local state: the provider's database and generated secrets (PORTAL_DATA_DIR, default .data). */
export const dataDir = (): string => process.env.PORTAL_DATA_DIR ?? path.join(ROOT, '.data');

type Env = NodeJS.ProcessEnv;
interface Common {
  /** The environment of every service (secrets, ports, LOG_LEVEL…). */
  env: Env;
  /** The origin members use: the BFF (npm start) or nginx in front of the BFFs (npm run fleet). */
  shellOrigin: string;
  quiet?: boolean;
  /** Show the services' JSON logs readably (npm start; the fleet keeps JSON). */
  pretty?: boolean;
  /** Where each service's PID is kept (npm run fleet), as `<dir>/<name>.pid`. */
  pidDir?: string;
}

const pidFileOf = (common: Common, name: string): { pidFile?: string } =>
  common.pidDir ? { pidFile: path.join(common.pidDir, `${name}.pid`) } : {};

/** The output and health options every service of a run shares: quiet, pretty, and its run id. */
const outputOf = (common: Common, withRunId: boolean): { quiet?: boolean; pretty?: boolean; runId?: string } => ({
  ...(common.quiet === undefined ? {} : { quiet: common.quiet }),
  ...(common.pretty ? { pretty: true } : {}),
  // Only the BFF and the provider echo PORTAL_RUN_ID in /health; the remote origins are checked by port.
  ...(withRunId && common.env.PORTAL_RUN_ID ? { runId: common.env.PORTAL_RUN_ID } : {}),
});

/**
 * The bundled loyalty provider on LOYALTY_API_PORT: on PGlite in LOYALTY_DATA_DIR (default
 * .data/loyalty-api), or on the PostgreSQL server of DATABASE_URL when the environment sets it.
 */
export function startProvider(common: Common): Service {
  const { env } = common;
  const port = portFor('loyaltyApi', env);
  return startService({
    name: 'loyalty-api',
    script: 'packages/loyalty-api/src/main.ts',
    env: {
      ...env,
      LOYALTY_DATA_DIR: env.LOYALTY_DATA_DIR ?? path.join(dataDir(), 'loyalty-api'),
      PUBLIC_ORIGIN: common.shellOrigin,
      // The local portal is for demos and tests: its mail is read at /dev/mailbox (README).
      DEV_MAILBOX: env.DEV_MAILBOX ?? 'true',
    },
    healthUrl: `http://127.0.0.1:${port}/health`,
    ...pidFileOf(common, 'loyalty-api'),
    ...outputOf(common, true),
  });
}

/** One static origin per remote, and the pop-up content's origin (the default popUpSource). */
export function startRemoteOrigins(common: Common): Service[] {
  const { env } = common;
  const port = (name: PortName) => portFor(name, env);
  // EXTRA_SHELL_ORIGINS: more shells using the same remotes (a staging shell, the e2e settings shells).
  const shellOrigins = [common.shellOrigin, ...(env.EXTRA_SHELL_ORIGINS ?? '').split(',')].filter(Boolean).join(',');
  const origin = (name: string, deployRoot: string, portName: PortName): Service =>
    startService({
      name,
      script: 'packages/remote-origin/src/main.ts',
      env: { ...env, DEPLOY_ROOT: deployRoot, PORT: String(port(portName)), SHELL_ORIGIN: shellOrigins },
      healthUrl: `http://localhost:${port(portName)}/health`,
      ...pidFileOf(common, name),
      ...outputOf(common, false),
    });
  return [
    ...REMOTE_NAMES.map((remote) => origin(`mfe-${remote}`, deployRootOf(remote), remote)),
    origin('pop-ups', popUpsDeployRoot(), 'popUps'),
  ];
}

/**
 * A BFF serving the shell on `port` (`host`, default localhost). Its readiness is checked at
 * /health (every BFF has it; the fleet's runner prefers /health/ready where there is one).
 */
export function startBff(common: Common & { name?: string; port: number; host?: string; extraEnv?: Env }): Service {
  const name = common.name ?? 'bff';
  const host = common.host ?? 'localhost';
  return startService({
    name,
    script: 'shell/server/main.ts',
    env: {
      ...common.env,
      PUBLIC_ORIGIN: common.shellOrigin,
      SHELL_PORT: String(common.port),
      ...(common.host ? { SHELL_HOST: common.host } : {}),
      ...common.extraEnv,
    },
    healthUrl: `http://${host}:${common.port}/health`,
    ...pidFileOf(common, name),
    ...outputOf(common, true),
  });
}
