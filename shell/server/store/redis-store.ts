import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { counterFromLimiter, limiterSeconds } from './counter-from-limiter.ts';
import {
  createRedisClient,
  observeCommands,
  REDIS_COMMAND_TIMEOUT_MS,
  type RedisCommandListener,
  type RedisConnection,
  rateLimitedReport,
  whenReady,
} from './redis-client.ts';
import type { SharedStore } from './shared-store.ts';
import { storeCall } from './store-unavailable-error.ts';

/** Every key and channel the BFF writes starts with this, so one Redis can serve other tools too. */
export const KEY_PREFIX = 'portal:';

/**
 * Frees a lock only if the caller still owns it (the value it set). Redis 7 has no
 * compare-and-delete command and ioredis none built in; this is the pattern Redis documents
 * for SET NX locks (redis.io, "Distributed locks").
 */
const RELEASE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * SADD bounded by a member count, with the key's expiry renewed: 1 when the member is in the set
 * afterwards, 0 when the set was full without it. One script, so concurrent adds never overfill.
 */
const ADD_TO_BOUNDED_SET = `if redis.call('sismember', KEYS[1], ARGV[1]) == 0 then
  if redis.call('scard', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
  redis.call('sadd', KEYS[1], ARGV[1])
end
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;

export interface RedisStore extends SharedStore {
  readonly kind: 'redis';
  /** The command connection, for libraries that take one (@fastify/rate-limit). */
  readonly client: Redis;
  /**
   * Listens to connection changes (for the logs): 'ready', and 'error' for each kind of error of
   * either connection at once, then at most once a minute while it lasts (`repeated`: how many
   * of that kind since it was last told).
   */
  onStatus(listener: (status: string, error?: Error, repeated?: number) => void): void;
  /**
   * Tells `observer` of every command either connection sends (libraries' included) and of every
   * connection error, each one, none left out (the BFF's metrics).
   */
  observe(observer: RedisObserver): void;
}

/** What the BFF's metrics are told of its Redis connections. */
export interface RedisObserver {
  command: RedisCommandListener;
  connectionError(connection: RedisConnection, error: Error): void;
}

/**
 * The shared store of a fleet: Redis at `url`. Counters are rate-limiter-flexible's
 * RateLimiterRedis (atomic increments with expiry); locks are SET NX PX; values SET PX; change
 * notices Redis pub/sub on a second connection (a subscribed connection can do nothing else).
 */
export function createRedisStore(url: string): RedisStore {
  const client = createRedisClient(url);
  client.defineCommand('portalReleaseLock', { numberOfKeys: 1, lua: RELEASE_IF_OWNER });
  client.defineCommand('portalAddToSet', { numberOfKeys: 1, lua: ADD_TO_BOUNDED_SET });
  const statusListeners: Array<(status: string, error?: Error, repeated?: number) => void> = [];
  const tell = (status: string, error?: Error, repeated?: number): void => {
    for (const listener of statusListeners) listener(status, error, repeated);
  };
  const observers: RedisObserver[] = [];
  // Each kind of failure at once, then once a minute while it lasts, with how many were not told:
  // a line per reconnect attempt would flood the log, one line per outage would hide how long it
  // lasted. Both connections share it: the same failure is the same line.
  const errorReport = () =>
    rateLimitedReport<Error>(
      (error, repeated) => tell('error', error, repeated),
      (error) => error.message,
    );
  let reportError = errorReport();
  const onError =
    (connection: RedisConnection) =>
    (error: Error): void => {
      for (const observer of observers) observer.connectionError(connection, error);
      reportError(error);
    };
  client.on('error', onError('commands'));
  client.on('ready', () => {
    // Back: the next failure is told at once.
    reportError = errorReport();
    tell('ready');
  });

  let subscriber: Redis | undefined;
  const listeners = new Map<string, Set<(message: string) => void>>();
  const subscriberConnection = (): Redis => {
    if (subscriber) return subscriber;
    subscriber = createRedisClient(url);
    // Subscribing happens on connect; queue it rather than fail while the connection opens.
    subscriber.options.enableOfflineQueue = true;
    subscriber.on('error', onError('subscriber'));
    for (const observer of observers) observeCommands(subscriber, observer.command);
    subscriber.on('message', (channel: string, message: string) => {
      for (const listener of listeners.get(channel.slice(KEY_PREFIX.length)) ?? []) listener(message);
    });
    return subscriber;
  };

  return {
    kind: 'redis',
    client,
    onStatus(listener) {
      statusListeners.push(listener);
    },
    observe(observer) {
      observers.push(observer);
      observeCommands(client, observer.command);
      if (subscriber) observeCommands(subscriber, observer.command);
    },
    counter(name, rule) {
      const limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${KEY_PREFIX}rl:${name}`,
        points: rule.points,
        duration: limiterSeconds(rule.durationMs),
        ...(rule.blockDurationMs ? { blockDuration: limiterSeconds(rule.blockDurationMs) } : {}),
        // Fail at once while disconnected instead of waiting on the connection.
        rejectIfRedisNotReady: true,
      });
      return counterFromLimiter(limiter, rule);
    },
    lock: (key, ttlMs) =>
      storeCall(async () => {
        const lockKey = `${KEY_PREFIX}lock:${key}`;
        const owner = randomUUID();
        const taken = await client.set(lockKey, owner, 'PX', ttlMs, 'NX');
        if (taken !== 'OK') return null;
        return {
          release: () =>
            storeCall(async () => {
              await (
                client as unknown as { portalReleaseLock(key: string, owner: string): Promise<number> }
              ).portalReleaseLock(lockKey, owner);
            }),
        };
      }),
    getValue: (key) => storeCall(() => client.get(`${KEY_PREFIX}value:${key}`)),
    setValue: (key, value, ttlMs) =>
      storeCall(async () => {
        await client.set(`${KEY_PREFIX}value:${key}`, value, 'PX', ttlMs);
      }),
    deleteValue: (key) =>
      storeCall(async () => {
        await client.del(`${KEY_PREFIX}value:${key}`);
      }),
    addToTally: (key, increments, ttlMs) =>
      storeCall(async () => {
        const tallyKey = `${KEY_PREFIX}tally:${key}`;
        const transaction = client.multi();
        // HINCRBYFLOAT: the vitals' sums are fractions of a second.
        for (const [field, by] of Object.entries(increments)) transaction.hincrbyfloat(tallyKey, field, by);
        transaction.pexpire(tallyKey, ttlMs);
        await transaction.exec();
      }),
    readTally: (key) =>
      storeCall(async () => {
        const fields = await client.hgetall(`${KEY_PREFIX}tally:${key}`);
        return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, Number(value)]));
      }),
    addToSet: (key, member, ttlMs, maxMembers) =>
      storeCall(async () => {
        const added = await (
          client as unknown as {
            portalAddToSet(key: string, member: string, ttlMs: number, maxMembers: number): Promise<number>;
          }
        ).portalAddToSet(`${KEY_PREFIX}set:${key}`, member, ttlMs, maxMembers);
        return added === 1;
      }),
    countSet: (key) => storeCall(() => client.scard(`${KEY_PREFIX}set:${key}`)),
    publish: (channel, message) =>
      storeCall(async () => {
        await client.publish(`${KEY_PREFIX}${channel}`, message);
      }),
    subscribe: (channel, listener) =>
      storeCall(async () => {
        const connection = subscriberConnection();
        let set = listeners.get(channel);
        if (!set) {
          set = new Set();
          listeners.set(channel, set);
          await connection.subscribe(`${KEY_PREFIX}${channel}`);
        }
        set.add(listener);
        return async () => {
          set.delete(listener);
          if (set.size === 0) {
            listeners.delete(channel);
            await connection.unsubscribe(`${KEY_PREFIX}${channel}`).catch(() => undefined);
          }
        };
      }),
    async reachable() {
      if (client.status !== 'ready') return false;
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all(
        [client, subscriber].map(async (connection) => {
          if (!connection) return;
          // quit() lets queued replies arrive; a connection that is down is just cut.
          if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
          else connection.disconnect();
        }),
      );
    },
  };
}

/** Waits (bounded) for the first connection, so a BFF that starts with Redis up serves logins at once. */
export const redisStoreReady = (store: RedisStore): Promise<boolean> =>
  whenReady(store.client, REDIS_COMMAND_TIMEOUT_MS * 6);
