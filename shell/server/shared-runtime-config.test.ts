import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfigSource } from './runtime-config.ts';
import { createSharedRuntimeConfigSource, readSharedConfig, writeSharedConfig } from './shared-runtime-config.ts';
import { createRedisClient, whenReady } from './store/redis-client.ts';
import { createRedisStore, type RedisStore, redisStoreReady } from './store/redis-store.ts';
import { HAS_REDIS_SERVER, NO_REDIS_MESSAGE, startTestRedis, type TestRedis } from './testing/redis-server.ts';

if (!HAS_REDIS_SERVER) console.warn(NO_REDIS_MESSAGE);

describe.skipIf(!HAS_REDIS_SERVER)('the shared runtime config (PORTAL_CONFIG_STORE=redis)', () => {
  let redis: TestRedis;
  const stores: RedisStore[] = [];
  const sources: RuntimeConfigSource[] = [];
  let writer: ReturnType<typeof createRedisClient>;

  beforeAll(async () => {
    redis = await startTestRedis();
    writer = createRedisClient(redis.url);
    await whenReady(writer, 3_000);
    // Two instances, each with its own connection, as two BFF processes.
    for (let i = 0; i < 2; i++) {
      const store = createRedisStore(redis.url);
      await redisStoreReady(store);
      stores.push(store);
      sources.push(await createSharedRuntimeConfigSource({}, store));
    }
  });
  afterAll(async () => {
    for (const source of sources) source.close();
    await Promise.all(stores.map((store) => store.close()));
    writer.disconnect();
    await redis.stop();
  });

  /** Milliseconds until every instance serves a config that passes `check`. */
  async function seenByAll(check: (json: string) => boolean): Promise<number> {
    const started = Date.now();
    while (!sources.every((source) => check(source.json()))) {
      if (Date.now() - started > 5_000) throw new Error('not every instance saw the change');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  }

  it('reaches every instance within 2 s: a pop-up source switched, a remote rolled back, then unset', async () => {
    expect(sources[0]?.current().registrationEnabled).toBe(false);
    const first = await writeSharedConfig(
      writer,
      {},
      {
        set: { popUpSource: 'https://cdn.example/pop-ups/2027-02/mf-manifest.json', registrationEnabled: true },
      },
    );
    expect(first.version).toBe(1);
    expect(
      await seenByAll((json) => json.includes('2027-02') && json.includes('"registrationEnabled":true')),
    ).toBeLessThan(2_000);

    const rolledBack = 'https://cdn.example/rewards/1.4.2/mf-manifest.json';
    const second = await writeSharedConfig(writer, {}, { set: { 'remotes.rewards': rolledBack } });
    expect(second.version).toBe(2);
    expect(await seenByAll((json) => json.includes(rolledBack))).toBeLessThan(2_000);
    expect(sources[1]?.current().remotes.account).toBe('http://localhost:3001/mf-manifest.json');

    await writeSharedConfig(writer, {}, { unset: ['popUpSource', 'registrationEnabled'] });
    expect(
      await seenByAll((json) => !json.includes('2027-02') && json.includes('"registrationEnabled":false')),
    ).toBeLessThan(2_000);
  });

  it('refuses an unknown key or a bad value and changes nothing', async () => {
    const before = await readSharedConfig(writer);
    await expect(writeSharedConfig(writer, {}, { set: { popUpSource: 'not a url' } })).rejects.toThrow(/popUpSource/);
    await expect(writeSharedConfig(writer, {}, { set: { registrationEnabled: 'yes' } })).rejects.toThrow(
      /registrationEnabled/,
    );
    await expect(writeSharedConfig(writer, {}, { set: { nonsense: 1 } })).rejects.toThrow(
      /nonsense is not a config key/,
    );
    await expect(writeSharedConfig(writer, {}, { unset: ['nonsense'] })).rejects.toThrow(/not a config key/);
    expect(await readSharedConfig(writer)).toEqual(before);
  });

  it('keeps serving the last config while Redis is down, and picks up changes made while it was away', async () => {
    await writeSharedConfig(writer, {}, { set: { programmeName: 'Island Rewards Plus' } });
    await seenByAll((json) => json.includes('Island Rewards Plus'));
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // at least one poll while down
    expect(sources.every((source) => source.current().programmeName === 'Island Rewards Plus')).toBe(true);
    await redis.start(); // empty: the overrides are gone with the old server
    expect(await seenByAll((json) => json.includes('"programmeName":"Island Rewards"'))).toBeLessThan(5_000);
  }, 20_000);
});
