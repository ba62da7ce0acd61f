import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Service, startService } from './processes.ts';

const TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template');

export interface NginxOptions {
  /** Folder of its config, logs, pid and temp files (.data/fleet/nginx). */
  prefix: string;
  /** Address it listens on, `127.0.0.1:3000`. */
  listen: string;
  /** The BFF instances, `127.0.0.1:3010`… */
  upstreams: readonly string[];
  maxFails?: number;
  failTimeout?: string;
  /** Connections per worker (default 4096; one worker per core). */
  workerConnections?: number;
  /** Requests in progress per client address (default 64; see the template). */
  connPerAddress?: number;
}

/** Writes `<prefix>/nginx.conf` from the template and returns its path. */
export function writeNginxConf(options: NginxOptions): string {
  const maxFails = options.maxFails ?? 3;
  const failTimeout = options.failTimeout ?? '2s';
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(options.prefix, folder), { recursive: true });
  const workerConnections = options.workerConnections ?? 4096;
  const values: Record<string, string> = {
    PREFIX: options.prefix,
    WORKER_CONNECTIONS: String(workerConnections),
    // Two descriptors per proxied request, and room for logs and listeners.
    WORKER_RLIMIT_NOFILE: String(workerConnections * 2 + 256),
    CONN_PER_ADDRESS: String(options.connPerAddress ?? 64),
    LISTEN: options.listen,
    MAX_FAILS: String(maxFails),
    FAIL_TIMEOUT: failTimeout,
    UPSTREAM_SERVERS: options.upstreams
      .map((address) => `    server ${address} max_fails=${maxFails} fail_timeout=${failTimeout};`)
      .join('\n'),
  };
  const conf = readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return value;
  });
  const file = path.join(options.prefix, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/**
 * nginx in the foreground (`daemon off`) as a direct child, on the generated config. It stops
 * gracefully on SIGQUIT (requests in flight finish). `healthUrl` goes through it to a BFF.
 */
export function startNginx(options: NginxOptions & { healthUrl: string; pidFile?: string; quiet?: boolean }): Service {
  const conf = writeNginxConf(options);
  return startService({
    name: 'nginx',
    command: [
      'nginx',
      '-p',
      options.prefix,
      '-e',
      path.join(options.prefix, 'logs', 'error.log'),
      '-c',
      conf,
      '-g',
      'daemon off;',
    ],
    env: process.env,
    healthUrl: options.healthUrl,
    stopSignal: 'SIGQUIT',
    ...(options.pidFile ? { pidFile: options.pidFile } : {}),
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
  });
}
