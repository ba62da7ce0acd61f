import { randomBytes } from 'node:crypto';
import { freePorts } from '@portal/server-kit/free-port';
import { type Service, startService, waitHealthy } from './processes.ts';

/** The provider and the BFF a measurement runs against, healthy. */
export interface MeasuredServers {
  provider: Service;
  bff: Service;
  providerPort: number;
  /** The BFF's origin, http://127.0.0.1:<port>. */
  origin: string;
  /** The secrets both were started with (a benchmark may call the provider directly with them). */
  secrets: { OAUTH_CLIENT_SECRET: string; BFF_SECRET: string };
  /** Each server's loopback inspector port, when started with `inspect` (to read its heap). */
  inspectPorts: { provider: number; bff: number } | null;
}

/**
 * Starts loyalty-api and the BFF (its API side only: SERVE_SHELL=false, no built shell needed) on
 * free loopback ports with fresh secrets, quiet and never restarted — a measurement must see a
 * crash, not a restarted server — and waits until both are healthy. Each is pushed onto
 * `services` as soon as it starts, so the caller's `stopServices` stops it even when the start
 * fails half-way.
 */
export async function startMeasuredServers(options: {
  services: Service[];
  /** The provider's own settings (its data directory or DATABASE_URL). */
  providerEnv: Record<string, string>;
  /** Open each server's inspector on a loopback port of its own (the soak reads heaps through it). */
  inspect?: boolean;
}): Promise<MeasuredServers> {
  // All ports at once: chosen apart, two servers never meet on one.
  const [providerPort = 0, bffPort = 0, inspectProvider = 0, inspectBff = 0] = await freePorts(options.inspect ? 4 : 2);
  const inspectPorts = options.inspect ? { provider: inspectProvider, bff: inspectBff } : null;
  const origin = `http://127.0.0.1:${bffPort}`;
  const secrets = {
    OAUTH_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    BFF_SECRET: randomBytes(32).toString('base64url'),
  };
  const env = { ...process.env, ...secrets, LOG_LEVEL: 'warn', LOYALTY_API_PORT: String(providerPort) };
  const provider = startService({
    name: 'loyalty-api',
    script: 'packages/loyalty-api/src/main.ts',
    nodeArgs: inspectPorts ? [`--inspect=127.0.0.1:${inspectPorts.provider}`] : [],
    env: { ...env, ...options.providerEnv },
    healthUrl: `http://127.0.0.1:${providerPort}/health`,
    quiet: true,
    restart: false,
  });
  options.services.push(provider);
  await waitHealthy(provider);
  const bff = startService({
    name: 'bff',
    script: 'shell/server/main.ts',
    nodeArgs: inspectPorts ? [`--inspect=127.0.0.1:${inspectPorts.bff}`] : [],
    env: {
      ...env,
      SHELL_PORT: String(bffPort),
      SHELL_HOST: '127.0.0.1',
      SERVE_SHELL: 'false',
      PUBLIC_ORIGIN: origin,
      // The measuring client is one address at hundreds of requests/s: the per-address ceiling
      // would answer it 429. Measured here is the BFF's cost, not that ceiling.
      RATE_LIMIT_PER_MINUTE: 'off',
    },
    healthUrl: `${origin}/health`,
    quiet: true,
    restart: false,
  });
  options.services.push(bff);
  await waitHealthy(bff);
  return { provider, bff, providerPort, origin, secrets, inspectPorts };
}
