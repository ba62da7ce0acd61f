import { Command, Redis } from 'ioredis';

/**
 * How long a Redis command may take before it fails. A Redis that has stopped answering must turn
 * into a fast 503 on logins, not a request hanging for the provider timeout.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** How often one kind of Redis client error is written again while it lasts. */
const REDIS_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * A reporter that passes each kind of value (by `keyOf`) on at once, then at most once per
 * `intervalMs` while it repeats, with how many were left out since: a Redis down for an hour is a
 * few dozen lines, not one per reconnect attempt or failed command. At most 100 kinds are
 * remembered (the oldest is forgotten first).
 */
export function rateLimitedReport<T>(
  report: (value: T, skipped: number) => void,
  keyOf: (value: T) => string,
  intervalMs = REDIS_ERROR_LOG_INTERVAL_MS,
  now: () => number = Date.now,
): (value: T) => void {
  const kinds = new Map<string, { at: number; skipped: number }>();
  return (value) => {
    const key = keyOf(value);
    const at = now();
    const last = kinds.get(key);
    if (last && at - last.at < intervalMs) {
      last.skipped++;
      return;
    }
    kinds.delete(key);
    if (kinds.size >= 100) kinds.delete(kinds.keys().next().value as string);
    kinds.set(key, { at, skipped: 0 });
    report(value, last?.skipped ?? 0);
  };
}

/**
 * A listener for a Redis client's 'error' events that writes each kind of error (its message)
 * at once, then at most once per `intervalMs` while it repeats, with how many were left out.
 */
export function rateLimitedErrorLog(
  write: (line: string) => void,
  intervalMs = REDIS_ERROR_LOG_INTERVAL_MS,
  now: () => number = Date.now,
): (error: Error) => void {
  return rateLimitedReport<Error>(
    (error, skipped) => write(`Redis client error: ${error.message}${skipped > 0 ? ` (${skipped} more since)` : ''}`),
    (error) => error.message,
    intervalMs,
    now,
  );
}

/** Why a Redis command failed: no answer within the command timeout, no connection, an error reply (NOPERM…), other. */
export type RedisErrorReason = 'timeout' | 'connection' | 'reply' | 'other';

export function redisErrorReason(error: Error): RedisErrorReason {
  if (error.name === 'ReplyError') return 'reply';
  if (/timed out/i.test(error.message)) return 'timeout';
  if (
    /writeable|writable|connection|closed|ECONN|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|reconnect/i.test(error.message)
  ) {
    return 'connection';
  }
  return 'other';
}

/** The BFF's two connections to Redis: commands, and the subscriber of change notices. */
export type RedisConnection = 'commands' | 'subscriber';

/** Told of every command a Redis client sends, once it is answered or has failed. */
export type RedisCommandListener = (name: string, seconds: number, error?: Error) => void;

/**
 * Calls `listener` for every command `client` sends, pipelined and transactions included, with
 * its name, the seconds until it was answered or failed, and its error. A command rejected at
 * once (no connection: the BFF's client queues nothing) is told too, so an outage shows as
 * failed commands, not as silence. Each command is told once, however often ioredis hands it on;
 * the connection's handshake is not told.
 */
export function observeCommands(client: Redis, listener: RedisCommandListener): void {
  const send = client.sendCommand.bind(client);
  const seen = new WeakSet<object>();
  client.sendCommand = ((command: Parameters<Redis['sendCommand']>[0], ...rest: unknown[]) => {
    const started = performance.now();
    // ioredis's own handshake on each connect (AUTH, HELLO, CLIENT SETINFO, which Redis before
    // 7.2 refuses and ioredis ignores) is not the BFF's work; a failed one is a connection error.
    const handshake = client.status === 'connect' && Command.checkFlag('HANDSHAKE_COMMANDS', command.name);
    const sent = (send as (...args: unknown[]) => unknown)(command, ...rest);
    if (!handshake && !seen.has(command)) {
      seen.add(command);
      const seconds = (): number => (performance.now() - started) / 1000;
      command.promise.then(
        () => listener(command.name, seconds()),
        (error: Error) => listener(command.name, seconds(), error),
      );
    }
    return sent;
  }) as Redis['sendCommand'];
}

/**
 * A Redis connection for the BFF: commands fail at once while disconnected (no offline queue,
 * no retries per request), and the client reconnects in the background every few hundred
 * milliseconds, so logins work again within a second or two of Redis coming back.
 * `url` carries the credentials: redis://user:password@host:port, or rediss://… for TLS (a
 * managed Redis; docs/operations.md). Connection errors are written to stderr, rate-limited
 * (`rateLimitedErrorLog`), unless the caller listens to 'error' itself (the BFF's store logs
 * them with its logger).
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect forever, at most 500 ms apart: a Redis back up is seen within the 5 s promised in docs.
    retryStrategy: (attempt) => Math.min(100 * attempt, 500),
    // A client that sees Redis come back starts again where it was (pub/sub channels included).
    autoResubscribe: true,
  });
  // Failures also reach callers as rejected commands. Without a listener ioredis would print
  // every failed reconnect attempt; this one writes them rate-limited, and stays quiet when the
  // caller has a listener of its own (the BFF's store counts and logs them itself).
  const log = rateLimitedErrorLog((line) => process.stderr.write(`${line}\n`));
  client.on('error', (error: Error) => {
    if (client.listenerCount('error') === 1) log(error);
  });
  return client;
}

/** Waits until `client` is connected, for at most `timeoutMs`; true when it is. */
export function whenReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = (): void => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once('ready', onReady);
  });
}
