import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BFF_REDIS_USER, redisAcl, redisUrl } from '../store/redis-acl.ts';

/** True when Debian's `redis-server` is installed (CI installs it; tests that need it skip without). */
export const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** Why Redis tests were skipped, printed once by each file that skips them. */
export const NO_REDIS_MESSAGE =
  'redis-server is not installed: the Redis store tests are skipped (apt-get install redis-server).';

export interface TestRedis {
  /** redis://portal:<password>@127.0.0.1:<port>: the BFF's ACL user, as in the fleet. */
  url: string;
  port: number;
  /** Stops the server (as an outage would). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/**
 * The ports tried: this engineer's or CI's own range (E2E_PORT_BASE + 70…99; the base defaults to
 * 3100 as in e2e/support/ports.ts), so parallel test files and other people's servers do not
 * collide.
 */
function candidatePorts(): number[] {
  const base = Number(process.env.E2E_PORT_BASE ?? 3100) + 70;
  const offset = Math.floor(Math.random() * 30);
  return Array.from({ length: 30 }, (_, i) => base + ((offset + i) % 30));
}

/**
 * Asks for a password as the fleet's Redis does (the same ACL: `default` off, the BFF's user on
 * `portal:*`), so a test that passes here would pass against the fleet's; a config file of its
 * own (mode 0600) keeps the password off the command line.
 */
function launch(port: number, dir: string, passwords: { bff: string; admin: string }): Promise<ChildProcess | null> {
  const conf = path.join(dir, `redis-${port}.conf`);
  writeFileSync(
    conf,
    [`port ${port}`, 'bind 127.0.0.1', 'save ""', 'appendonly no', `dir ${dir}`, ...redisAcl(passwords), ''].join('\n'),
    { mode: 0o600 },
  );
  const child = spawn('redis-server', [conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    // A port already taken: redis-server says so and exits.
    child.once('exit', () => resolve(null));
  });
}

/** Starts a throw-away redis-server of the test's own (no persistence, loopback only). */
export async function startTestRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-redis-'));
  const passwords = { bff: randomBytes(24).toString('base64url'), admin: randomBytes(24).toString('base64url') };
  let child: ChildProcess | null = null;
  let port = 0;
  for (const candidate of candidatePorts()) {
    child = await launch(candidate, dir, passwords);
    if (child) {
      port = candidate;
      break;
    }
  }
  if (!child) throw new Error('no free port for redis-server in E2E_PORT_BASE + 70…99');
  let running: ChildProcess | null = child;
  return {
    url: redisUrl(port, BFF_REDIS_USER, passwords.bff),
    port,
    async stop() {
      const current = running;
      running = null;
      if (!current || current.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
      });
    },
    async start() {
      if (running) return;
      running = await launch(port, dir, passwords);
      if (!running) throw new Error(`redis-server could not start again on port ${port}`);
    },
  };
}
