import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export interface Service {
  name: string;
  child: ChildProcess;
  healthUrl: string;
}

const COLOURS = [36, 35, 33, 32, 34, 31, 96];
let colourIndex = 0;

/**
 * Starts a long-running server directly (no intermediate shell), so it can be stopped by its
 * PID, and prefixes its output with its name.
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
  quiet?: boolean;
}): Service {
  const [command, ...args] = options.command ?? [process.execPath, ...(options.nodeArgs ?? []), options.script ?? ''];
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const colour = COLOURS[colourIndex++ % COLOURS.length];
  const prefix = `\x1b[${colour}m${options.name.padEnd(12)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => {
      if (!options.quiet) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return { name: options.name, child, healthUrl: options.healthUrl };
}

/** Resolves when the service answers its health URL; rejects if it exits or takes too long. */
export async function waitHealthy(service: Service, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  let exited: number | null = null;
  service.child.once('exit', (code) => {
    exited = code ?? 1;
  });
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`${service.name} exited with code ${exited} before it was ready`);
    try {
      const response = await fetch(service.healthUrl, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} was not ready within ${timeoutMs / 1000} s (${service.healthUrl})`);
}

/** Stops services in reverse order of start, waiting for each to exit. */
export async function stopServices(services: Service[]): Promise<void> {
  await Promise.all(
    [...services].reverse().map(
      (service) =>
        new Promise<void>((resolve) => {
          if (service.child.exitCode !== null || service.child.signalCode !== null) return resolve();
          const timer = setTimeout(() => service.child.kill('SIGKILL'), 5_000);
          service.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          service.child.kill('SIGTERM');
        }),
    ),
  );
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
