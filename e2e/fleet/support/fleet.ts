import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { isReady, type Service, waitHealthy } from '../../../scripts/lib/processes.ts';
import { startRedis } from '../../../scripts/lib/redis-server.ts';
import { BFF_REDIS_USER, redisUrl } from '../../../shell/server/store/redis-acl.ts';
import { FLEET_E2E_PORTS, FLEET_URL, OWN_REDIS_PORT } from './fleet-ports.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// One folder per port base: two fleet runs on different bases never share data.
const DATA_DIR = path.join(ROOT, 'e2e', '.data', `fleet-${FLEET_E2E_PORTS.FLEET_PORT}`);
const RUN_DIR = path.join(DATA_DIR, 'run');
const ACCESS_LOG = path.join(DATA_DIR, 'nginx', 'logs', 'access.log');
const accessLogLength = (): number => (existsSync(ACCESS_LOG) ? statSync(ACCESS_LOG).size : 0);

/** What a fleet test can change about the fleet it gets. */
export interface FleetOptions {
  /** More environment for every service (e.g. ACCESS_TOKEN_TTL_SECONDS). */
  env?: Record<string, string>;
  /**
   * A Redis the fixture runs itself (REDIS_URL for the fleet), so a test can stop it and start it
   * again (`fleet.redis`); the fleet's own Redis would be restarted by its runner at once.
   */
  ownRedis?: boolean;
  /**
   * `npm run fleet -- --observe --scrape-interval <interval>`: a Prometheus of the fleet's own
   * (PROMETHEUS_URL) scraping both BFF instances and the provider, with ops/prometheus/'s rules.
   */
  observe?: { scrapeInterval: string };
}

/** `npm run fleet` started for a test: its URL and ports, and the PIDs of its parts. */
export interface Fleet {
  url: string;
  ports: typeof FLEET_E2E_PORTS;
  /** REDIS_URL of the BFF instances: redis://portal:<password>@127.0.0.1:<port> (the fleet's Redis asks for one). */
  redisUrl: string;
  /** The runner (scripts/fleet.ts). */
  runner: ChildProcess;
  /** The current PID of a part: loyalty-api, bff-1, bff-2, nginx, redis, postgres, mfe-rewards… */
  pid(name: string): number;
  /** Every part's current PID, by name. */
  pids(): Record<string, number>;
  /**
   * Resolves once `name` runs under a PID other than `oldPid` and answers ready (a BFF instance or
   * the provider: its own /health/ready; any other part: the fleet's, through nginx).
   */
  waitForRestart(name: string, oldPid: number, timeoutMs?: number): Promise<number>;
  /**
   * Resolves once nginx has had a request answered by BFF instance `name` (bff-1, bff-2) alone
   * (logged after `since`, a length of nginx's access log from `accessLogLength()`): the instance
   * is back in rotation.
   */
  waitUntilServing(name: string, since: number, timeoutMs?: number): Promise<void>;
  accessLogLength(): number;
  /** nginx's access log (format `fleet`: the client address first, `upstream=<instance>` after). */
  accessLog: string;
  /** Only with `ownRedis`: stop it (SIGTERM) and start it again on the same port. */
  redis?: { stop(): Promise<void>; start(): Promise<void> };
  /** Everything the runner printed. */
  output(): string;
  stop(): Promise<void>;
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function readPid(name: string): number {
  return Number(readFileSync(path.join(RUN_DIR, `${name}.pid`), 'utf8').trim());
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/** The port of a BFF instance (bff-1, bff-2) or of the provider, which answer /health/ready. */
function portOf(name: string): string | undefined {
  if (name === 'loyalty-api') return FLEET_E2E_PORTS.LOYALTY_API_PORT;
  const bff = /^bff-(\d+)$/.exec(name);
  return bff ? FLEET_E2E_PORTS.FLEET_BFF_PORTS.split(',')[Number(bff[1]) - 1] : undefined;
}

/**
 * Starts the fleet exactly as `npm run fleet --no-build` does (the builds are the e2e task's
 * dependencies), on the fleet e2e's ports, with its data in e2e/.data/fleet-<port> (its PostgreSQL
 * cluster is created on the first run only). Resolves once nginx answers ready.
 */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  mkdirSync(DATA_DIR, { recursive: true });
  rmSync(path.join(DATA_DIR, 'fleet.json'), { force: true });
  let ownRedis: Service | undefined;
  // As the fleet's own: a password for every client, generated for this run only.
  const ownRedisPasswords = {
    bff: randomBytes(24).toString('base64url'),
    admin: randomBytes(24).toString('base64url'),
  };
  const ownRedisUrl = redisUrl(OWN_REDIS_PORT, BFF_REDIS_USER, ownRedisPasswords.bff);
  const startOwnRedis = async (): Promise<void> => {
    ownRedis = startRedis({
      port: OWN_REDIS_PORT,
      passwords: ownRedisPasswords,
      dir: path.join(DATA_DIR, 'own-redis'),
      logFile: path.join(DATA_DIR, 'own-redis', 'redis.log'),
      quiet: true,
      restart: false,
    });
    await waitHealthy(ownRedis);
  };
  if (options.ownRedis) await startOwnRedis();
  const logFile = path.join(DATA_DIR, 'runner.log');
  const log = openSync(logFile, 'w');
  const observe = options.observe ? ['--observe', '--scrape-interval', options.observe.scrapeInterval] : [];
  const runner = spawn(process.execPath, ['scripts/fleet.ts', '--no-build', ...observe], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...FLEET_E2E_PORTS,
      FLEET_DATA_DIR: DATA_DIR,
      PORTAL_DEPLOY_DIR: path.join(DATA_DIR, 'deploy'),
      LOG_LEVEL: 'warn',
      // Pop-ups open by themselves over whatever a test does (as in the main e2e).
      POPUP_SOURCE_URL: 'off',
      // As on the main e2e portal: a provider read slower than 3 s is a 504, and npm test runs the
      // fleet beside the e2e suite on 2 cores (clean-clone run of 65b7c5c: 48 reads of 2,599 took
      // longer while bff-instance-loss stopped instances). The read timeout itself is tested in
      // provider-breaker.spec.ts and the BFF's unit tests.
      PROVIDER_READ_TIMEOUT_MS: '8000',
      ...(ownRedis ? { REDIS_URL: ownRedisUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  // A worker that ends without its fixture's teardown (a run interrupted while the fleet starts,
  // an uncaught error) still takes the fleet with it: the runner stops every part it started.
  const stopOnExit = (): void => {
    if (runner.exitCode === null && runner.signalCode === null) runner.kill('SIGTERM');
    ownRedis?.child.kill('SIGTERM');
  };
  process.once('exit', stopOnExit);
  const output = (): string => readFileSync(logFile, 'utf8');
  const stop = async (): Promise<void> => {
    process.off('exit', stopOnExit);
    if (runner.exitCode === null && runner.signalCode === null) {
      const exited = new Promise((resolve) => runner.once('exit', resolve));
      runner.kill('SIGTERM');
      await exited;
    }
    await ownRedis?.stop();
  };
  const state = await until(
    'the fleet did not start',
    () => {
      if (runner.exitCode !== null) throw new Error(`the fleet exited (${runner.exitCode}):\n${output()}`);
      const file = path.join(DATA_DIR, 'fleet.json');
      const written = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      return written?.runner === runner.pid ? (written as { redisUrl: string }) : undefined;
    },
    240_000,
  ).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const pids = (): Record<string, number> =>
    Object.fromEntries(
      readdirSync(RUN_DIR)
        .filter((file) => file.endsWith('.pid'))
        .map((file) => [file.slice(0, -4), readPid(file.slice(0, -4))]),
    );
  return {
    url: FLEET_URL,
    ports: FLEET_E2E_PORTS,
    redisUrl: state.redisUrl,
    runner,
    pid: readPid,
    pids,
    async waitForRestart(name, oldPid, timeoutMs = 30_000) {
      return until(
        `${name} was not restarted`,
        async () => {
          const pid = existsSync(path.join(RUN_DIR, `${name}.pid`)) ? readPid(name) : oldPid;
          if (pid === oldPid || !isAlive(pid)) return undefined;
          return (await isReady(`http://127.0.0.1:${portOf(name) ?? FLEET_E2E_PORTS.FLEET_PORT}`)) ? pid : undefined;
        },
        timeoutMs,
      );
    },
    accessLogLength,
    accessLog: ACCESS_LOG,
    async waitUntilServing(name, since, timeoutMs = 20_000) {
      const port = portOf(name);
      await until(
        `nginx sent no request to ${name}`,
        () =>
          readFileSync(ACCESS_LOG).subarray(since).toString().includes(` upstream=127.0.0.1:${port} `)
            ? true
            : undefined,
        timeoutMs,
      );
    },
    ...(ownRedis
      ? {
          redis: {
            stop: () => (ownRedis as Service).stop(),
            start: startOwnRedis,
          },
        }
      : {}),
    output,
    stop,
  };
}
