import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, whenReady } from '../store/redis-client.ts';
import { createRedisStore, type RedisStore, redisStoreReady } from '../store/redis-store.ts';
import { HAS_REDIS_SERVER, NO_REDIS_MESSAGE, startTestRedis, type TestRedis } from '../testing/redis-server.ts';
import { RuntimeConfigRejectedError, type RuntimeConfigSource } from './runtime-config.ts';
import {
  CONFIG_HASH_KEY,
  createSharedRuntimeConfigSource,
  readSharedConfig,
  resolveSharedConfig,
  SharedConfigRefusedError,
  writeSharedConfig,
} from './shared-runtime-config.ts';

if (!HAS_REDIS_SERVER) console.warn(NO_REDIS_MESSAGE);

describe('resolveSharedConfig: what every instance serves for what Redis holds', () => {
  const lastGood = JSON.stringify({ version: 4, overrides: { programmeName: 'Island Rewards Gold' } });

  it('serves the stored version when every field is JSON and passes the schema', () => {
    const resolved = resolveSharedConfig(
      {},
      { version: 5, fields: { programmeName: '"Island Rewards Plus"' }, lastGood },
    );
    expect(resolved).toMatchObject({ version: 5, overrides: { programmeName: 'Island Rewards Plus' } });
    expect(resolved.config.programmeName).toBe('Island Rewards Plus');
    expect(resolved.rejected).toBeUndefined();
  });

  it.each([
    ['a field that is not JSON', { programmeName: 'this is {not json' }, /programmeName: its stored value is not JSON/],
    ['a value of the wrong type', { registrationEnabled: '"yes"' }, /registrationEnabled/],
    ['an unknown key', { nonsense: '1' }, /nonsense is not a config key/],
  ])('falls back to the last good version on %s, saying which version and why', (_case, fields, reason) => {
    const resolved = resolveSharedConfig({}, { version: 5, fields, lastGood });
    expect(resolved.version).toBe(4);
    expect(resolved.config.programmeName).toBe('Island Rewards Gold');
    expect(resolved.rejected?.version).toBe(5);
    expect(resolved.rejected?.reason).toMatch(reason);
  });

  it('falls back to the environment alone (version 0) when there is no last good version, or it does not pass either', () => {
    const fields = { programmeName: 'this is {not json' };
    for (const stored of [null, '{broken', JSON.stringify({ version: 3, overrides: { telemetrySampleRate: 'all' } })]) {
      const resolved = resolveSharedConfig({ PROGRAMME_NAME: 'Env Rewards' }, { version: 5, fields, lastGood: stored });
      expect(resolved).toMatchObject({ version: 0, overrides: {}, rejected: { version: 5 } });
      expect(resolved.config.programmeName).toBe('Env Rewards');
    }
  });
});

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
    await expect(writeSharedConfig(writer, {}, { unset: ['nonsense'] })).rejects.toThrow(SharedConfigRefusedError);
    expect(await readSharedConfig(writer)).toEqual(before);
  });

  it('concurrent writers from two connections lose neither change (the WATCH holds while the state is read)', async () => {
    const second = createRedisClient(redis.url);
    await whenReady(second, 3_000);
    try {
      const before = (await readSharedConfig(writer)).version;
      const [one, two] = await Promise.all([
        writeSharedConfig(writer, {}, { set: { programmeName: 'Island Rewards Race' } }),
        writeSharedConfig(second, {}, { set: { partnerBankName: 'Race Bank' } }),
      ]);
      expect(new Set([one.version, two.version])).toEqual(new Set([before + 1, before + 2]));
      expect((await readSharedConfig(writer)).overrides).toMatchObject({
        programmeName: 'Island Rewards Race',
        partnerBankName: 'Race Bank',
      });
    } finally {
      await writeSharedConfig(writer, {}, { unset: ['programmeName', 'partnerBankName'] });
      second.disconnect();
    }
  });

  it('a bad value written straight into Redis: running and restarted instances serve the same last good version, each saying so once', async () => {
    const good = await writeSharedConfig(writer, {}, { set: { programmeName: 'Island Rewards Gold' } });
    await seenByAll((json) => json.includes('Island Rewards Gold'));
    const rejected: RuntimeConfigRejectedError[][] = sources.map(() => []);
    for (const [index, source] of sources.entries()) {
      source.onError((error) => {
        if (error instanceof RuntimeConfigRejectedError) rejected[index]?.push(error);
      });
    }
    // As an attacker or a hand-edit would: not JSON, and the version moved so every instance reads it.
    await writer.hset(CONFIG_HASH_KEY, 'programmeName', 'this is {not json');
    const bad = await writer.incr('portal:config:version');
    await expect.poll(() => rejected.every((errors) => errors.length > 0), { timeout: 5_000 }).toBe(true);
    // Three more reads of the first instance (its once-a-second poll): still one report each.
    const client = stores[0]?.client;
    if (!client) throw new Error('no store');
    const multi = client.multi.bind(client);
    let reads = 0;
    client.multi = ((...args: Parameters<typeof multi>) => {
      reads++;
      return multi(...args);
    }) as typeof client.multi;
    await expect.poll(() => reads, { timeout: 6_000 }).toBeGreaterThanOrEqual(3);
    client.multi = multi as typeof client.multi;
    expect(rejected.map((errors) => errors.length)).toEqual([1, 1]);
    // A third instance starting now (a restart) resolves the same way.
    const restartedStore = createRedisStore(redis.url);
    await redisStoreReady(restartedStore);
    const restarted = await createSharedRuntimeConfigSource({}, restartedStore);
    try {
      for (const source of [...sources, restarted]) expect(source.current().programmeName).toBe('Island Rewards Gold');
      expect(rejected[0]?.[0]?.source).toBe(`Redis ${CONFIG_HASH_KEY} (version ${bad})`);
      expect(rejected[0]?.[0]?.message).toMatch(
        new RegExp(`programmeName: its stored value is not JSON.*last good version \\(${good.version}\\)`),
      );
      // The next write starts from the last good version and replaces the bad field.
      await writeSharedConfig(writer, {}, { set: { registrationEnabled: true } });
      await seenByAll((json) => json.includes('"registrationEnabled":true') && json.includes('Island Rewards Gold'));
      expect(restarted.current().registrationEnabled).toBe(true);
      expect(rejected.map((errors) => errors.length)).toEqual([1, 1]);
    } finally {
      restarted.close();
      await restartedStore.close();
      await writeSharedConfig(writer, {}, { unset: ['programmeName', 'registrationEnabled'] });
    }
  });

  it('keeps serving the last config while Redis is down, and picks up changes made while it was away', async () => {
    await writeSharedConfig(writer, {}, { set: { programmeName: 'Island Rewards Plus' } });
    await seenByAll((json) => json.includes('Island Rewards Plus'));
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // at least one poll while down
    expect(sources.every((source) => source.current().programmeName === 'Island Rewards Plus')).toBe(true);
    expect(sources.some((source) => source.pending?.())).toBe(false);
    // An instance started while Redis is down has read nothing: pending (not ready) until it has.
    const lateStore = createRedisStore(redis.url);
    const late = await createSharedRuntimeConfigSource({}, lateStore);
    try {
      expect(late.pending?.()).toBe(true);
      await redis.start(); // empty: the overrides are gone with the old server
      await whenReady(writer, 5_000);
      await writeSharedConfig(writer, {}, { set: { programmeName: 'Island Rewards Again' } });
      const started = Date.now();
      while (late.pending?.() || !late.json().includes('Island Rewards Again')) {
        if (Date.now() - started > 5_000) throw new Error('the late instance never read the shared config');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await seenByAll((json) => json.includes('"programmeName":"Island Rewards Again"'))).toBeLessThan(5_000);
    } finally {
      late.close();
      await lateStore.close();
    }
  }, 20_000);
});
