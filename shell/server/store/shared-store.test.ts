import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_REDIS_SERVER, NO_REDIS_MESSAGE, startTestRedis, type TestRedis } from '../testing/redis-server.ts';
import { createMemoryStore } from './memory-store.ts';
import { createRedisStore, type RedisStore, redisStoreReady } from './redis-store.ts';
import type { SharedStore } from './shared-store.ts';
import { StoreUnavailableError } from './store-unavailable-error.ts';

if (!HAS_REDIS_SERVER) console.warn(NO_REDIS_MESSAGE);

/**
 * A time to live short enough to watch run out, long enough that a busy machine still reads the
 * entry before it does (150 ms was not: a loaded CI read the tally after it had gone).
 */
const SHORT_TTL_MS = 1_500;
/** How long an entry may take to be gone once its time to live has run out. */
const EXPIRY_WAIT_MS = 10_000;

/** Waits for `condition`, polling, for at most `timeoutMs`. */
async function eventually(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await condition().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** The rules every SharedStore keeps, whichever implementation. */
function storeContract(name: string, make: () => SharedStore | Promise<SharedStore>, two?: () => Promise<SharedStore>) {
  describe(name, () => {
    let store: SharedStore;
    beforeAll(async () => {
      store = await make();
    });
    afterAll(() => store.close());

    it('counts atomically: 20 concurrent consumes of 10 points allow exactly 10', async () => {
      const counter = store.counter('contract-consume', { points: 10, durationMs: 60_000 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => counter.consume('k')));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
      const state = await counter.get('k');
      expect(state?.consumed).toBe(20);
      expect(state?.remaining).toBe(0);
      expect(state?.msBeforeNext).toBeGreaterThan(50_000);
      expect(await counter.get('other')).toBeNull();
    });

    it('adds penalties, refunds rewards, blocks, and forgets on delete', async () => {
      const counter = store.counter('contract-ops', { points: 3, durationMs: 60_000 });
      await counter.penalty('k', 2);
      expect((await counter.get('k'))?.consumed).toBe(2);
      await counter.reward('k', 1);
      expect((await counter.get('k'))?.consumed).toBe(1);
      expect((await counter.consume('k', 2)).allowed).toBe(true);
      expect((await counter.consume('k', 1)).allowed).toBe(false);
      await counter.delete('k');
      expect(await counter.get('k')).toBeNull();
      await counter.block('b', 30_000);
      const blocked = await counter.consume('b');
      expect(blocked.allowed).toBe(false);
      expect(blocked.msBeforeNext).toBeGreaterThan(20_000);
    });

    it('gives a lock to one holder at a time, and frees it only for its owner or at expiry', async () => {
      const first = await store.lock('contract-lock', 10_000);
      expect(first).not.toBeNull();
      expect(await store.lock('contract-lock', 10_000)).toBeNull();
      await first?.release();
      const second = await store.lock('contract-lock', 200);
      expect(second).not.toBeNull();
      await eventually(async () => (await store.lock('contract-lock', 10_000)) !== null, 3_000);
      // The expired holder's late release does not free the new holder's lock.
      await second?.release();
      expect(await store.lock('contract-lock', 10_000)).toBeNull();
    });

    it('keeps values for their time to live', async () => {
      await store.setValue('contract-value', 'v1', SHORT_TTL_MS);
      expect(await store.getValue('contract-value')).toBe('v1');
      await eventually(async () => (await store.getValue('contract-value')) === null, EXPIRY_WAIT_MS);
      await store.setValue('contract-value', 'v2', 60_000);
      await store.deleteValue('contract-value');
      expect(await store.getValue('contract-value')).toBeNull();
    });

    it('adds to tallies field by field, concurrently without losing a count, and forgets them after their time to live', async () => {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.addToTally('contract-tally', { loads: 1, lcpSum: i / 10 }, 60_000)),
      );
      const tally = await store.readTally('contract-tally');
      expect(tally.loads).toBe(20);
      expect(tally.lcpSum).toBeCloseTo(19, 6);
      expect(await store.readTally('contract-never')).toEqual({});
      await store.addToTally('contract-short', { errors: 2 }, SHORT_TTL_MS);
      expect(await store.readTally('contract-short')).toEqual({ errors: 2 });
      await eventually(async () => Object.keys(await store.readTally('contract-short')).length === 0, EXPIRY_WAIT_MS);
    });

    it('keeps a set of distinct members, concurrently, never beyond its bound, and forgets it after its time to live', async () => {
      const added = await Promise.all(
        Array.from({ length: 30 }, (_, i) => store.addToSet('contract-set', `m${i % 15}`, 60_000, 10)),
      );
      // 15 distinct members offered twice each at once: exactly 10 get in, each counted once.
      expect(await store.countSet('contract-set')).toBe(10);
      expect(added.filter(Boolean).length).toBeGreaterThanOrEqual(10);
      const inside = (
        await Promise.all(Array.from({ length: 15 }, (_, i) => store.addToSet('contract-set', `m${i}`, 60_000, 10)))
      ).filter(Boolean);
      expect(inside).toHaveLength(10);
      expect(await store.countSet('contract-set')).toBe(10);
      expect(await store.countSet('contract-set-never')).toBe(0);
      expect(await store.addToSet('contract-set-short', 'a', SHORT_TTL_MS, 10)).toBe(true);
      expect(await store.countSet('contract-set-short')).toBe(1);
      await eventually(async () => (await store.countSet('contract-set-short')) === 0, EXPIRY_WAIT_MS);
    });

    it('delivers published messages to subscribers until they unsubscribe', async () => {
      const received: string[] = [];
      const unsubscribe = await store.subscribe('contract-channel', (message) => received.push(message));
      await store.publish('contract-channel', 'one');
      await eventually(async () => received.includes('one'), 3_000);
      await unsubscribe();
      await store.publish('contract-channel', 'two');
      await store.publish('contract-channel', 'three');
      expect(received).toEqual(['one']);
      expect(await store.reachable()).toBe(true);
    });

    if (two) {
      it('shares counters, locks and values between two instances', async () => {
        const other = await two();
        try {
          const rule = { points: 5, durationMs: 60_000 };
          await store.counter('contract-shared', rule).penalty('k', 3);
          expect((await other.counter('contract-shared', rule).get('k'))?.consumed).toBe(3);
          const lock = await store.lock('contract-shared', 10_000);
          expect(lock).not.toBeNull();
          expect(await other.lock('contract-shared', 10_000)).toBeNull();
          await store.setValue('contract-shared', 'from-one', 10_000);
          expect(await other.getValue('contract-shared')).toBe('from-one');
          await store.addToTally('contract-shared', { loads: 2 }, 10_000);
          await other.addToTally('contract-shared', { loads: 3 }, 10_000);
          expect(await store.readTally('contract-shared')).toEqual({ loads: 5 });
          await store.addToSet('contract-shared', 'visitor-1', 10_000, 100);
          await other.addToSet('contract-shared', 'visitor-1', 10_000, 100);
          await other.addToSet('contract-shared', 'visitor-2', 10_000, 100);
          expect(await store.countSet('contract-shared')).toBe(2);
          const received: string[] = [];
          await other.subscribe('contract-shared', (message) => received.push(message));
          await store.publish('contract-shared', 'hello');
          await eventually(async () => received.includes('hello'), 3_000);
        } finally {
          await other.close();
        }
      });
    }
  });
}

storeContract('memory store', () => createMemoryStore());

describe.skipIf(!HAS_REDIS_SERVER)('Redis store', () => {
  let redis: TestRedis;
  const connect = async (): Promise<RedisStore> => {
    const store = createRedisStore(redis.url);
    await redisStoreReady(store);
    return store;
  };
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis.stop());

  storeContract('Redis contract', connect, connect);

  it('fails fast with StoreUnavailableError while Redis is down, and works again within 5 s of its return', async () => {
    const store = await connect();
    try {
      const counter = store.counter('outage', { points: 5, durationMs: 60_000 });
      await counter.penalty('k');
      await redis.stop();
      const started = Date.now();
      await expect(counter.get('k')).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.lock('outage', 1_000)).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.getValue('outage')).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await store.reachable()).toBe(false);

      await redis.start();
      const back = await eventually(async () => (await counter.get('k')) === null, 5_000);
      expect(back).toBeLessThan(5_000);
      expect(await store.reachable()).toBe(true);
    } finally {
      await store.close();
    }
  }, 20_000);
});
