import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { prettyLogLine } from './log-lines.ts';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** A long-running server this script started (and restarts when it crashes). */
export interface Service {
  name: string;
  /** The current process: a new one after every restart. */
  readonly child: ChildProcess;
  healthUrl: string;
  /**
   * The run id it was started with (PORTAL_RUN_ID): its health answer must carry it, so another
   * process answering on the same port is never taken for this one.
   */
  runId?: string;
  /** How readiness is checked when it is not an HTTP URL (PostgreSQL, Redis). */
  probe?: () => Promise<boolean>;
  /** How many times it has been restarted after a crash. */
  readonly restarts: number;
  /** Stops it for good (no restart): SIGTERM, then SIGKILL after `graceMs`. */
  stop(): Promise<void>;
  /** From now on it is not restarted (stopping has begun; `stop()` follows). */
  halt(): void;
  /** Calls `listener` with every new process (after a restart), e.g. to wait for it to be healthy. */
  onRestart(listener: (child: ChildProcess) => void): void;
}

/** How a crashed service is restarted: 0.5 s, doubling to 10 s; reset after 30 s up. */
export interface RestartPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that stayed up this long starts the next backoff from `initialDelayMs` again. */
  resetAfterMs: number;
}

const DEFAULT_RESTART: RestartPolicy = { initialDelayMs: 500, maxDelayMs: 10_000, resetAfterMs: 30_000 };

/** The delay before restart number `attempt` (1-based) under `policy`. */
function restartDelayMs(policy: RestartPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));
}

const COLOURS = [36, 35, 33, 32, 34, 31, 96];
let colourIndex = 0;

/**
 * Starts a long-running server directly (no intermediate shell), so it can be stopped by its
 * PID, and prefixes its output with its name. When it exits on its own it is restarted with
 * exponential backoff (`restart: false` turns that off), and the runner says so.
 */
export function startService(options: {
  name: string;
  /** A Node script to run, relative to the repository root… */
  script?: string;
  /** …or any command, with `cwd`. */
  command?: [string, ...string[]];
  cwd?: string;
  /** Extra Node flags (e.g. --watch) for `script`. */
  nodeArgs?: string[];
  env: Record<string, string | undefined>;
  healthUrl: string;
  /** The run id its health answer must echo (see Service.runId). */
  runId?: string;
  quiet?: boolean;
  /** Show its JSON log lines readably (lib/log-lines.ts): npm start and npm run dev, not the fleet. */
  pretty?: boolean;
  /** Restart after a crash (default: with DEFAULT_RESTART). */
  restart?: RestartPolicy | false;
  /** A file kept holding the current PID (removed when the service stops for good). */
  pidFile?: string;
  /** The signal that asks it to stop (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
  /** How long it may take to stop before SIGKILL (default 12 s: the servers drain for up to 10 s). */
  graceMs?: number;
  /** Run as this system user (uid/gid) — PostgreSQL refuses to run as root. */
  user?: { uid: number; gid: number };
  probe?: () => Promise<boolean>;
}): Service {
  const [command, ...args] = options.command ?? [process.execPath, ...(options.nodeArgs ?? []), options.script ?? ''];
  const colour = COLOURS[colourIndex++ % COLOURS.length];
  const prefix = `\x1b[${colour}m${options.name.padEnd(12)}\x1b[0m│ `;
  const policy = options.restart === false ? null : (options.restart ?? DEFAULT_RESTART);
  const restartListeners: Array<(child: ChildProcess) => void> = [];
  let stopping = false;
  let restarts = 0;
  let attempt = 0;
  let pendingRestart: NodeJS.Timeout | undefined;
  const say = (line: string): void => {
    if (!options.quiet) process.stdout.write(`${prefix}${options.pretty ? prettyLogLine(line) : line}\n`);
  };

  const spawnChild = (): ChildProcess => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.user ?? {}),
    });
    const startedAt = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', say);
    }
    if (options.pidFile && child.pid !== undefined) {
      mkdirSync(path.dirname(options.pidFile), { recursive: true });
      writeFileSync(options.pidFile, `${child.pid}\n`);
    }
    // A command that cannot be spawned at all (missing binary) exits with this error too.
    child.on('error', (error) => say(`could not run ${command}: ${error.message}`));
    // A Ctrl-C in a terminal reaches the children too, maybe before the runner's own handler has
    // begun stopping them: give that handler a moment before deciding this was a crash.
    child.on('exit', (code, signal) => setTimeout(() => onExit(code, signal, startedAt), 100));
    return child;
  };

  const onExit = (code: number | null, signal: NodeJS.Signals | null, startedAt: number): void => {
    if (stopping || !policy) return;
    // One that stayed up a while crashed for a new reason: start the backoff over.
    if (Date.now() - startedAt >= policy.resetAfterMs) attempt = 0;
    attempt++;
    const delay = restartDelayMs(policy, attempt);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    process.stdout.write(
      `${prefix}${options.name} exited (${how}); restarting in ${delay / 1000} s (restart ${restarts + 1})\n`,
    );
    pendingRestart = setTimeout(() => {
      pendingRestart = undefined;
      if (stopping) return;
      restarts++;
      current = spawnChild();
      for (const listener of restartListeners) listener(current);
    }, delay);
  };

  let current = spawnChild();
  return {
    name: options.name,
    get child() {
      return current;
    },
    healthUrl: options.healthUrl,
    ...(options.runId ? { runId: options.runId } : {}),
    ...(options.probe ? { probe: options.probe } : {}),
    get restarts() {
      return restarts;
    },
    onRestart(listener) {
      restartListeners.push(listener);
    },
    halt() {
      stopping = true;
      clearTimeout(pendingRestart);
    },
    stop() {
      stopping = true;
      clearTimeout(pendingRestart);
      const child = current;
      return new Promise<void>((resolve) => {
        const done = (): void => {
          if (options.pidFile) rmSync(options.pidFile, { force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), options.graceMs ?? 12_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill(options.stopSignal ?? 'SIGTERM');
      });
    },
  };
}

/**
 * Whether a health answer is this service's: any 2xx, and where the service has a run id, a JSON
 * body echoing it (another portal on the port answers 200 too).
 */
async function isOwnHealth(service: Service, response: Response): Promise<boolean | 'foreign'> {
  if (!response.ok) return false;
  if (!service.runId) return true;
  const body = (await response.json().catch(() => null)) as { runId?: unknown } | null;
  return body?.runId === service.runId ? true : 'foreign';
}

/**
 * Resolves when the service answers its health URL (with its run id, where it has one); rejects
 * at once if it exits, or when it takes too long. Three minutes: on a 2-core machine other work has saturated, the provider alone took
 * 60–100 s to create its in-memory database and seed it (measured 23 Nov), and a longer wait costs
 * nothing when the service is healthy sooner.
 */
export async function waitHealthy(service: Service, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  const child = service.child;
  let exited: number | null = child.exitCode;
  const onExit = (code: number | null): void => {
    exited = code ?? 1;
  };
  child.once('exit', onExit);
  // Set when another process answered the health URL: said if ours then exits or never answers.
  let foreign = '';
  try {
    while (Date.now() - started < timeoutMs) {
      if (exited !== null) throw new Error(`${service.name} exited with code ${exited} before it was ready${foreign}`);
      try {
        if (service.probe) {
          if (await service.probe()) return;
        } else {
          const response = await fetch(service.healthUrl, { signal: AbortSignal.timeout(1_000) });
          const own = await isOwnHealth(service, response);
          if (own === true) return;
          if (own === 'foreign') foreign = `; another process, not this run, answers ${service.healthUrl}`;
        }
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } finally {
    child.off('exit', onExit);
  }
  throw new Error(`${service.name} was not ready within ${timeoutMs / 1000} s (${service.healthUrl})${foreign}`);
}

/**
 * Readiness of a server that may or may not have `/health/ready` yet: its `/health/ready`, or
 * `/health` where the former answers 404 (a BFF from before the readiness endpoints).
 */
export async function isReady(origin: string, timeoutMs = 1_000): Promise<boolean> {
  try {
    const ready = await fetch(`${origin}/health/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    if (ready.status !== 404) return ready.ok;
    const health = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return health.ok;
  } catch {
    return false;
  }
}

/**
 * Stops services in reverse order of start, each after the one started after it has exited.
 * None is restarted from the moment this is called (one that a terminal's Ctrl-C already ended).
 */
export async function stopServices(services: Service[]): Promise<void> {
  for (const service of services) service.halt();
  for (const service of [...services].reverse()) await service.stop();
}

/**
 * Runs a command to completion; rejects on a non-zero exit. Its output is the terminal's, or with
 * `logFile` (stdout and stderr) that file's, so that it can run beside another whose output is
 * printed.
 */
export function runCommand(command: string, args: string[], options: { logFile?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: out === undefined ? 'inherit' : ['ignore', out, out],
    });
    child.on('exit', (code) => {
      if (out !== undefined) closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}
