import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { BFF_REDIS_USER, type RedisPasswords, redisAcl, redisUrl } from '../../shell/server/store/redis-acl.ts';
import { type Service, startService } from './processes.ts';

/** `url` with its password replaced by `***`, for what is printed or logged. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

interface Reply {
  error?: string;
  value: string;
}

/** Parses one RESP reply (status, error, integer or bulk string) at the start of `buffer`; null: incomplete. */
function readReply(buffer: Buffer): { reply: Reply; rest: Buffer } | null {
  const lineEnd = buffer.indexOf('\r\n');
  if (lineEnd < 0) return null;
  const head = buffer.subarray(0, lineEnd).toString();
  const after = buffer.subarray(lineEnd + 2);
  const kind = head[0];
  if (kind === '+' || kind === ':') return { reply: { value: head.slice(1) }, rest: after };
  if (kind === '-') return { reply: { error: head.slice(1), value: '' }, rest: after };
  if (kind === '$') {
    const length = Number(head.slice(1));
    if (length < 0) return { reply: { value: '' }, rest: after };
    if (after.length < length + 2) return null; // more to come
    return { reply: { value: after.subarray(0, length).toString() }, rest: after.subarray(length + 2) };
  }
  return { reply: { error: `unexpected Redis reply ${head}`, value: '' }, rest: after };
}

const encode = (args: readonly string[]): string =>
  `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;

/**
 * Sends one command to the Redis of `url` (redis://[user:password@]host:port; with credentials,
 * AUTH goes first on the same connection) and returns its reply as text (a status, an integer or
 * a bulk string; enough for PING, GET, HSET and INFO, which is all the scripts and tests ask).
 * A Redis error reply (NOAUTH, WRONGPASS, NOPERM…) rejects with `Redis: <reply>`.
 */
export function redisCommand(url: string, args: readonly string[], timeoutMs = 2_000): Promise<string> {
  const target = new URL(url);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const commands = [...(password ? [user ? ['AUTH', user, password] : ['AUTH', password]] : []), args];
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.hostname, port: Number(target.port || 6379) });
    let buffer: Buffer = Buffer.alloc(0);
    const replies: Reply[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('Redis did not answer in time')), timeoutMs);
    const finish = (error: Error | null, value?: string): void => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value ?? '');
    };
    socket.on('error', (error) => finish(error));
    socket.on('connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let read = readReply(buffer); read; read = readReply(buffer)) {
        replies.push(read.reply);
        buffer = read.rest;
      }
      if (replies.length < commands.length) return;
      const failed = replies.find((reply) => reply.error);
      if (failed) finish(new Error(`Redis: ${failed.error}`));
      else finish(null, replies[replies.length - 1]?.value);
    });
  });
}

/** What one `redisCommandsProcessed` adds to the count it reads: AUTH and INFO (subtract it from a second reading). */
export const COMMANDS_PER_READING = 2;

/** Commands Redis has processed since it started (INFO stats `total_commands_processed`). */
export async function redisCommandsProcessed(url: string): Promise<number> {
  const info = await redisCommand(url, ['INFO', 'stats']);
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? Number.NaN);
}

/**
 * A Redis of this checkout's own on 127.0.0.1:`port`, its files in `dir`, asking for a password:
 * its config (`<dir>/redis.conf`, mode 0600: the ACL of `redisAcl`) is written before it starts.
 * No persistence: what the BFFs keep there (counters, locks, short-lived caches) may be lost on
 * a restart by design. Resolves healthy once the BFF's user gets PONG.
 */
export function startRedis(options: {
  port: number;
  dir: string;
  logFile: string;
  passwords: RedisPasswords;
  pidFile?: string;
  quiet?: boolean;
  /** false: not restarted when it exits (a test stopping it on purpose). */
  restart?: false;
}): Service {
  mkdirSync(options.dir, { recursive: true });
  const conf = path.join(options.dir, 'redis.conf');
  writeFileSync(
    conf,
    [
      '# Written by scripts/lib/redis-server.ts at each start; edit that file, not this one.',
      `port ${options.port}`,
      'bind 127.0.0.1',
      'protected-mode yes',
      'save ""',
      'appendonly no',
      `dir ${options.dir}`,
      `logfile ${options.logFile}`,
      ...redisAcl(options.passwords),
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  chmodSync(conf, 0o600); // a file left by an older start keeps its mode otherwise
  const url = redisUrl(options.port, BFF_REDIS_USER, options.passwords.bff);
  return startService({
    name: 'redis',
    command: ['redis-server', conf],
    env: process.env,
    healthUrl: `redis://127.0.0.1:${options.port}`,
    probe: async () => (await redisCommand(url, ['PING'], 1_000)) === 'PONG',
    ...(options.pidFile ? { pidFile: options.pidFile } : {}),
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
    ...(options.restart === false ? { restart: false as const } : {}),
  });
}
