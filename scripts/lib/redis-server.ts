import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { type Service, startService } from './processes.ts';

/**
 * Sends one command to Redis on 127.0.0.1:`port` and returns its reply as text (a status, an
 * integer or a bulk string; enough for PING and INFO, which is all the scripts and tests ask).
 */
export function redisCommand(port: number, args: readonly string[], timeoutMs = 2_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let buffer = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(new Error('Redis did not answer in time')), timeoutMs);
    const finish = (error: Error | null, value?: string): void => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value ?? '');
    };
    socket.on('error', (error) => finish(error));
    socket.on('connect', () => {
      socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`);
    });
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd < 0) return;
      const head = buffer.subarray(0, lineEnd).toString();
      const kind = head[0];
      if (kind === '+' || kind === ':') return finish(null, head.slice(1));
      if (kind === '-') return finish(new Error(`Redis: ${head.slice(1)}`));
      if (kind === '$') {
        const length = Number(head.slice(1));
        if (length < 0) return finish(null, '');
        if (buffer.length < lineEnd + 2 + length) return; // more to come
        return finish(null, buffer.subarray(lineEnd + 2, lineEnd + 2 + length).toString());
      }
      finish(new Error(`unexpected Redis reply ${head}`));
    });
  });
}

/** Commands Redis has processed since it started (INFO stats `total_commands_processed`). */
export async function redisCommandsProcessed(port: number): Promise<number> {
  const info = await redisCommand(port, ['INFO', 'stats']);
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? Number.NaN);
}

/**
 * A Redis of this checkout's own on 127.0.0.1:`port`, its files in `dir`. No persistence: what
 * the BFFs keep there (counters, locks, short-lived caches) may be lost on a restart by design.
 */
export function startRedis(options: {
  port: number;
  dir: string;
  logFile: string;
  pidFile?: string;
  quiet?: boolean;
  /** false: not restarted when it exits (a test stopping it on purpose). */
  restart?: false;
}): Service {
  mkdirSync(options.dir, { recursive: true });
  return startService({
    name: 'redis',
    command: [
      'redis-server',
      '--port',
      String(options.port),
      '--bind',
      '127.0.0.1',
      '--protected-mode',
      'yes',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      options.dir,
      '--logfile',
      options.logFile,
    ],
    env: process.env,
    healthUrl: `redis://127.0.0.1:${options.port}`,
    probe: async () => (await redisCommand(options.port, ['PING'], 1_000)) === 'PONG',
    ...(options.pidFile ? { pidFile: options.pidFile } : {}),
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
    ...(options.restart === false ? { restart: false as const } : {}),
  });
}
