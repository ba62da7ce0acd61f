import { Redis } from 'ioredis';

/**
 * How long a Redis command may take before it fails. A Redis that has stopped answering must turn
 * into a fast 503 on logins, not a request hanging for the provider timeout.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis connection for the BFF: commands fail at once while disconnected (no offline queue,
 * no retries per request), and the client reconnects in the background every few hundred
 * milliseconds, so logins work again within a second or two of Redis coming back.
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
  // Failures reach callers as rejected commands; those who want to log them add a listener.
  // Without any, ioredis prints every failed reconnect attempt.
  client.on('error', () => undefined);
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
