import { Redis } from 'ioredis';

/**
 * How long a Redis command may take before it fails. A Redis that has stopped answering must turn
 * into a fast 503 on logins, not a request hanging for the provider timeout.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** How often one kind of Redis client error is written again while it lasts. */
export const REDIS_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * A listener for a Redis client's 'error' events that writes each kind of error (its message)
 * at once, then at most once per `intervalMs` while it repeats, with how many were left out:
 * a Redis down for an hour is a few dozen lines, not one per reconnect attempt.
 */
export function rateLimitedErrorLog(
  write: (line: string) => void,
  intervalMs = REDIS_ERROR_LOG_INTERVAL_MS,
  now: () => number = Date.now,
): (error: Error) => void {
  let last = { message: '', at: 0, skipped: 0 };
  return (error) => {
    const at = now();
    if (error.message === last.message && at - last.at < intervalMs) {
      last.skipped++;
      return;
    }
    const repeated = error.message === last.message && last.skipped > 0 ? ` (${last.skipped} more since)` : '';
    write(`Redis client error: ${error.message}${repeated}`);
    last = { message: error.message, at, skipped: 0 };
  };
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
  // caller has a listener of its own.
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
