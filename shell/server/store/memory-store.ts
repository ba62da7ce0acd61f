import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { counterFromLimiter, limiterSeconds } from './counter-from-limiter.ts';
import type { SharedStore } from './shared-store.ts';

/** Values and locks kept at most this many at once: a flood of distinct keys cannot grow memory without bound. */
const MAX_VALUES = 100_000;

/**
 * The shared store of a single BFF process (`npm start`, tests): the same rules as Redis, kept in
 * this process's memory, so one instance behaves exactly as a fleet would, and a restart forgets.
 */
export function createMemoryStore(now: () => number = Date.now): SharedStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const events = new EventEmitter();
  events.setMaxListeners(0);

  const live = (key: string): string | null => {
    const entry = values.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now()) {
      values.delete(key);
      return null;
    }
    return entry.value;
  };
  const put = (key: string, value: string, ttlMs: number): void => {
    values.delete(key);
    values.set(key, { value, expiresAt: now() + ttlMs });
    // Oldest first: Map keeps insertion order, and put() re-inserts.
    while (values.size > MAX_VALUES) {
      const oldest = values.keys().next().value;
      if (oldest === undefined) break;
      values.delete(oldest);
    }
  };

  return {
    kind: 'memory',
    counter(name, rule) {
      const limiter = new RateLimiterMemory({
        keyPrefix: name,
        points: rule.points,
        duration: limiterSeconds(rule.durationMs),
        ...(rule.blockDurationMs ? { blockDuration: limiterSeconds(rule.blockDurationMs) } : {}),
      });
      return counterFromLimiter(limiter, rule);
    },
    async lock(key, ttlMs) {
      const lockKey = `lock:${key}`;
      if (live(lockKey) !== null) return null;
      const owner = randomUUID();
      put(lockKey, owner, ttlMs);
      return {
        async release() {
          if (live(lockKey) === owner) values.delete(lockKey);
        },
      };
    },
    getValue: async (key) => live(`value:${key}`),
    setValue: async (key, value, ttlMs) => put(`value:${key}`, value, ttlMs),
    deleteValue: async (key) => {
      values.delete(`value:${key}`);
    },
    async publish(channel, message) {
      events.emit(channel, message);
    },
    async subscribe(channel, listener) {
      events.on(channel, listener);
      return async () => {
        events.off(channel, listener);
      };
    },
    reachable: async () => true,
    async close() {
      events.removeAllListeners();
      values.clear();
    },
  };
}
