import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portFor } from '@portal/config/ports';
import { BFF_REDIS_USER, redisUrl as redisUrlOf } from '../../shell/server/store/redis-acl.ts';
import { ensureDebianPackages } from './debian-packages.ts';
import { localSecrets, operatorSecrets, redisPasswords } from './local-secrets.ts';
import { startNginx } from './nginx.ts';
import { startBff, startProvider, startRemoteOrigins } from './portal-services.ts';
import { ensureProviderDatabase, postgresBin, startPostgres } from './postgres-cluster.ts';
import { isReady, ROOT, type Service, stopServices, waitHealthy } from './processes.ts';
import { PROMETHEUS_BIN, startPrometheus } from './prometheus.ts';
import { startRedis } from './redis-server.ts';

type Env = Record<string, string | undefined>;

function portOf(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port, got "${raw}"`);
  return port;
}

/** Where each part of the fleet listens; every one overridable by the environment (see README). */
interface FleetPorts {
  /** nginx, the one address members use (FLEET_PORT, else SHELL_PORT, default 3000). */
  nginx: number;
  /** One BFF instance per port (FLEET_BFF_PORTS, comma-separated, default 3010,3011). */
  bffs: number[];
  /** FLEET_REDIS_PORT, default 6390 (unused when REDIS_URL names a Redis elsewhere). */
  redis: number;
  /** FLEET_POSTGRES_PORT, default 5440 (unused when DATABASE_URL names a server elsewhere). */
  postgres: number;
  /** LOYALTY_API_PORT, default 4000. */
  provider: number;
  /**
   * Each BFF instance's private metrics listener (its METRICS_PORT), one per instance in order
   * (FLEET_BFF_METRICS_PORTS, comma-separated; default 9392, 9393…).
   */
  bffMetrics: number[];
  /** The provider's metrics listener (PROVIDER_METRICS_PORT, default 9391). */
  providerMetrics: number;
  /** Prometheus, with `--observe` (FLEET_PROMETHEUS_PORT, default 9390). Not 9090, 9100: the ports
   * of Debian's own Prometheus and node exporter, whose packages may start them as services. */
  prometheus: number;
}

function fleetPorts(env: Env = process.env): FleetPorts {
  const bffs = (env.FLEET_BFF_PORTS || '3010,3011')
    .split(',')
    .map((raw) => portOf({ FLEET_BFF_PORTS: raw.trim() }, 'FLEET_BFF_PORTS', 0));
  const bffMetrics = env.FLEET_BFF_METRICS_PORTS
    ? env.FLEET_BFF_METRICS_PORTS.split(',').map((raw) =>
        portOf({ FLEET_BFF_METRICS_PORTS: raw.trim() }, 'FLEET_BFF_METRICS_PORTS', 0),
      )
    : bffs.map((_port, index) => 9392 + index);
  if (bffMetrics.length !== bffs.length) {
    throw new Error('FLEET_BFF_METRICS_PORTS must name one port per BFF instance of FLEET_BFF_PORTS');
  }
  return {
    nginx: portOf(env, 'FLEET_PORT', portFor('shell', env)),
    bffs,
    redis: portOf(env, 'FLEET_REDIS_PORT', 6390),
    postgres: portOf(env, 'FLEET_POSTGRES_PORT', 5440),
    provider: portFor('loyaltyApi', env),
    bffMetrics,
    providerMetrics: portOf(env, 'PROVIDER_METRICS_PORT', 9391),
    prometheus: portOf(env, 'FLEET_PROMETHEUS_PORT', 9390),
  };
}

/** The fleet's folder: data, PID files (run/<name>.pid), logs (FLEET_DATA_DIR, default .data/fleet). */
export const fleetDataDir = (env: Env = process.env): string => env.FLEET_DATA_DIR ?? path.join(ROOT, '.data', 'fleet');

export interface RunningFleet {
  url: string;
  ports: FleetPorts;
  services: Service[];
  /** Redis's URL (the fleet's own unless REDIS_URL was given). */
  redisUrl: string;
  databaseUrl: string;
  /** Prometheus's URL, with `observe`. */
  prometheusUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts the portal as a fleet on this machine, every part a child process of this one: Redis
 * and a PostgreSQL cluster of its own (unless REDIS_URL / DATABASE_URL name others), the
 * provider on that PostgreSQL, the remote origins, N BFF instances sharing Redis, and nginx in
 * front of them. Installs redis-server, nginx and postgresql from Debian when missing. The
 * fleet's Redis asks for a password (the BFFs' ACL user; passwords from `redisPasswords`), the
 * provider runs without the dev mailbox. Every BFF instance and the provider serve GET /metrics on
 * a loopback listener of its own; with `observe`, a Prometheus of the fleet's own scrapes them
 * (and installs `prometheus` from Debian when missing). Writes `<data>/fleet.json` (ports, URL,
 * PID folder, REDIS_URL with its password, Prometheus's URL; mode 0600) for tests and tools once
 * everything answers.
 */
export async function startFleet(options: {
  quiet?: boolean;
  say: (line: string) => void;
  /** Also run Prometheus, scraping every BFF instance and the provider every `interval` (`--observe`). */
  observe?: { interval: string } | undefined;
}): Promise<RunningFleet> {
  const dataDir = fleetDataDir();
  const ports = fleetPorts();
  const say = options.say;
  const runDir = path.join(dataDir, 'run');
  const logDir = path.join(dataDir, 'logs');
  const quiet = options.quiet === undefined ? {} : { quiet: options.quiet };
  const needed = [
    ...(process.env.REDIS_URL ? [] : [{ pkg: 'redis-server', file: '/usr/bin/redis-server' }]),
    { pkg: 'nginx', file: '/usr/sbin/nginx' },
    ...(process.env.DATABASE_URL ? [] : [{ pkg: 'postgresql', file: '/usr/lib/postgresql' }]),
    ...(options.observe ? [{ pkg: 'prometheus', file: PROMETHEUS_BIN }] : []),
  ];
  ensureDebianPackages(needed, say);
  if (!process.env.DATABASE_URL) postgresBin();

  const url = (process.env.PUBLIC_ORIGIN ?? `http://localhost:${ports.nginx}`).replace(/\/$/, '');
  const services: Service[] = [];
  try {
    let redisUrl = process.env.REDIS_URL ?? '';
    if (!redisUrl) {
      mkdirSync(logDir, { recursive: true });
      // A password for every client: an ACL user for the BFFs, the `default` user off (docs/security.md).
      const passwords = redisPasswords(dataDir);
      const redis = startRedis({
        port: ports.redis,
        passwords,
        dir: path.join(dataDir, 'redis'),
        logFile: path.join(logDir, 'redis.log'),
        pidFile: path.join(runDir, 'redis.pid'),
        ...quiet,
      });
      services.push(redis);
      redisUrl = redisUrlOf(ports.redis, BFF_REDIS_USER, passwords.bff);
    }
    let databaseUrl = process.env.DATABASE_URL ?? '';
    if (!databaseUrl) {
      const cluster = await startPostgres({
        dataDir: path.join(dataDir, 'pg'),
        port: ports.postgres,
        logFile: path.join(logDir, 'postgres', 'postgres.log'),
        pidFile: path.join(runDir, 'postgres.pid'),
        say,
        ...quiet,
      });
      services.push(cluster.service);
      await waitHealthy(cluster.service, 60_000);
      await ensureProviderDatabase(cluster);
      databaseUrl = cluster.databaseUrl;
    }
    await Promise.all(services.map((service) => waitHealthy(service)));

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...localSecrets(dataDir),
      LOYALTY_API_PORT: String(ports.provider),
      // Every part's GET /metrics on a private loopback listener, whether or not Prometheus runs.
      PROVIDER_METRICS_PORT: String(ports.providerMetrics),
      DATABASE_URL: databaseUrl,
      // The production shape: no /dev/mailbox at the provider (it would serve live reset links).
      DEV_MAILBOX: 'false',
    };
    const common = { env, shellOrigin: url, pidDir: runDir, ...quiet };
    const provider = { ...common, env: { ...env, ...operatorSecrets(dataDir) } };
    const origins = [...(process.env.PROVIDER_URL ? [] : [startProvider(provider)]), ...startRemoteOrigins(common)];
    services.push(...origins);
    await Promise.all(origins.map((service) => waitHealthy(service)));

    const bffs = ports.bffs.map((port, index) => {
      const bff = startBff({
        ...common,
        name: `bff-${index + 1}`,
        port,
        host: '127.0.0.1',
        // One /config.json for the fleet, from Redis (`npm run config`), unless told otherwise.
        extraEnv: {
          REDIS_URL: redisUrl,
          TRUSTED_PROXIES: '127.0.0.1',
          PORTAL_CONFIG_STORE: process.env.PORTAL_CONFIG_STORE || 'redis',
          METRICS_PORT: String(ports.bffMetrics[index]),
          METRICS_HOST: '127.0.0.1',
        },
      });
      bff.probe = () => isReady(`http://127.0.0.1:${port}`);
      return bff;
    });
    services.push(...bffs);
    await Promise.all(bffs.map((service) => waitHealthy(service)));

    const nginx = startNginx({
      prefix: path.join(dataDir, 'nginx'),
      listen: `127.0.0.1:${ports.nginx}`,
      upstreams: ports.bffs.map((port) => `127.0.0.1:${port}`),
      healthUrl: `http://127.0.0.1:${ports.nginx}/health`,
      pidFile: path.join(runDir, 'nginx.pid'),
      ...quiet,
    });
    nginx.probe = () => isReady(`http://127.0.0.1:${ports.nginx}`);
    services.push(nginx);
    await waitHealthy(nginx);

    let prometheusUrl: string | undefined;
    if (options.observe) {
      const prometheus = startPrometheus({
        port: ports.prometheus,
        dir: path.join(dataDir, 'prometheus'),
        interval: options.observe.interval,
        targets: {
          bff: ports.bffMetrics.map((port) => `127.0.0.1:${port}`),
          // The provider elsewhere (PROVIDER_URL) has metrics of its own, not ours to scrape.
          provider: process.env.PROVIDER_URL ? [] : [`127.0.0.1:${ports.providerMetrics}`],
        },
        pidFile: path.join(runDir, 'prometheus.pid'),
        ...quiet,
      });
      services.push(prometheus);
      await waitHealthy(prometheus);
      prometheusUrl = `http://127.0.0.1:${ports.prometheus}`;
    }

    const stateFile = path.join(dataDir, 'fleet.json');
    // Mode 0600: REDIS_URL carries the BFF user's password.
    writeFileSync(
      stateFile,
      JSON.stringify({ url, ports, runDir, redisUrl, prometheusUrl, runner: process.pid }, null, 2),
      { mode: 0o600 },
    );
    const stop = async (): Promise<void> => {
      rmSync(stateFile, { force: true });
      await stopServices(services);
    };
    return { url, ports, services, redisUrl, databaseUrl, ...(prometheusUrl ? { prometheusUrl } : {}), stop };
  } catch (error) {
    await stopServices(services);
    throw error;
  }
}
