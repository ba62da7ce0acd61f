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
  const tallies = new Map<string, { counts: Record<string, number>; expiresAt: number }>();
  const sets = new Map<string, { members: Set<string>; expiresAt: number }>();
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
  /** Drops the oldest entries beyond MAX_VALUES: Map keeps insertion order, and every write re-inserts. */
  const bound = (map: Map<string, unknown>): void => {
    while (map.size > MAX_VALUES) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  };
  const put = (key: string, value: string, ttlMs: number): void => {
    values.delete(key);
    values.set(key, { value, expiresAt: now() + ttlMs });
    bound(values);
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
    async addToTally(key, increments, ttlMs) {
      const existing = tallies.get(key);
      const counts = existing && existing.expiresAt > now() ? existing.counts : {};
      for (const [field, by] of Object.entries(increments)) counts[field] = (counts[field] ?? 0) + by;
      tallies.delete(key);
      tallies.set(key, { counts, expiresAt: now() + ttlMs });
      bound(tallies);
    },
    async readTally(key) {
      const entry = tallies.get(key);
      if (!entry || entry.expiresAt <= now()) return {};
      return { ...entry.counts };
    },
    async addToSet(key, member, ttlMs, maxMembers) {
      const existing = sets.get(key);
      const members = existing && existing.expiresAt > now() ? existing.members : new Set<string>();
      if (!members.has(member) && members.size >= maxMembers) return false;
      members.add(member);
      sets.delete(key);
      sets.set(key, { members, expiresAt: now() + ttlMs });
      bound(sets);
      return true;
    },
    async countSet(key) {
      const entry = sets.get(key);
      return entry && entry.expiresAt > now() ? entry.members.size : 0;
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
      tallies.clear();
      sets.clear();
    },
  };
}
