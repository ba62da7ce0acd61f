import type { Redis } from 'ioredis';
import { CONFIG_KEYS, configWithOverrides, type RuntimeConfigSource } from './runtime-config.ts';
import { KEY_PREFIX, type RedisStore } from './store/redis-store.ts';

type Env = Record<string, string | undefined>;

/** The hash of overrides (field = config key, value = JSON), its version, and the change notice. */
const HASH_KEY = `${KEY_PREFIX}config`;
const VERSION_KEY = `${KEY_PREFIX}config:version`;
export const CONFIG_CHANGED_CHANNEL = 'config-changed';
/** Every instance also looks at the version this often, in case a notice was missed (a reconnect). */
export const CONFIG_POLL_MS = 1_000;

export interface SharedConfigState {
  version: number;
  overrides: Record<string, unknown>;
}

/** The shared overrides and their version, read together. */
export async function readSharedConfig(client: Redis): Promise<SharedConfigState> {
  const results = await client.multi().get(VERSION_KEY).hgetall(HASH_KEY).exec();
  const [versionReply, hashReply] = results ?? [];
  if (versionReply?.[0] || hashReply?.[0]) throw versionReply?.[0] ?? hashReply?.[0];
  const hash = (hashReply?.[1] ?? {}) as Record<string, string>;
  return {
    version: Number(versionReply?.[1] ?? 0),
    overrides: Object.fromEntries(Object.entries(hash).map(([key, value]) => [key, JSON.parse(value)])),
  };
}

/**
 * Sets and removes shared overrides in one step: the result is checked against /config.json's
 * schema first (with `env`'s defaults), so a bad key or value changes nothing. Optimistic
 * (WATCH on the version): a concurrent writer makes this one read again and retry. Then every
 * instance is told. `client` must be a connection of the caller's own (WATCH holds on it).
 */
export async function writeSharedConfig(
  client: Redis,
  env: Env,
  change: { set?: Record<string, unknown>; unset?: string[] },
): Promise<SharedConfigState> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await client.watch(VERSION_KEY);
    const current = await readSharedConfig(client);
    const overrides = { ...current.overrides, ...change.set };
    for (const key of change.unset ?? []) delete overrides[key];
    try {
      const unknown = (change.unset ?? []).filter((key) => !CONFIG_KEYS.includes(key));
      if (unknown.length > 0)
        throw new Error(`${unknown.join(', ')}: not a config key (known: ${CONFIG_KEYS.join(', ')}).`);
      configWithOverrides(env, overrides);
    } catch (error) {
      await client.unwatch();
      throw error;
    }
    const transaction = client.multi();
    for (const [key, value] of Object.entries(change.set ?? {})) transaction.hset(HASH_KEY, key, JSON.stringify(value));
    if (change.unset?.length) transaction.hdel(HASH_KEY, ...change.unset);
    transaction.incr(VERSION_KEY);
    const results = await transaction.exec();
    if (!results) continue; // someone else wrote in between: read again
    const version = Number(results[results.length - 1]?.[1]);
    await client.publish(`${KEY_PREFIX}${CONFIG_CHANGED_CHANNEL}`, String(version));
    return { version, overrides };
  }
  throw new Error('The shared config kept changing under this write; try again.');
}

/**
 * The runtime config of a fleet (PORTAL_CONFIG_STORE=redis): the environment's config with the
 * overrides kept in Redis on top. Re-read on every change notice and whenever the version moves
 * (looked at every second), so a change reaches every instance within about a second. While
 * Redis is down the last config read stays in force.
 */
export async function createSharedRuntimeConfigSource(env: Env, store: RedisStore): Promise<RuntimeConfigSource> {
  const errorListeners: Array<(error: Error) => void> = [];
  let config = configWithOverrides(env, {});
  let json = JSON.stringify(config);
  let version = -1;
  let lastError = '';

  /** `force`: on a change notice, read whatever the version says (a Redis restarted empty counts from 0 again). */
  const load = async (force = false): Promise<void> => {
    try {
      // One round trip when nothing changed; the overrides only when the version moved.
      const latest = Number((await store.client.get(VERSION_KEY)) ?? 0);
      lastError = '';
      if (latest === version && !force) return;
      const shared = await readSharedConfig(store.client);
      config = configWithOverrides(env, shared.overrides);
      json = JSON.stringify(config);
      version = shared.version;
    } catch (error) {
      // Once per kind of failure, not once a second while Redis is down.
      if ((error as Error).message === lastError) return;
      lastError = (error as Error).message;
      for (const listener of errorListeners) listener(error as Error);
    }
  };
  await load();
  const unsubscribe = await store.subscribe(CONFIG_CHANGED_CHANNEL, () => void load(true)).catch(() => undefined);
  const timer = setInterval(() => void load(), CONFIG_POLL_MS);
  timer.unref();

  return {
    current: () => config,
    json: () => json,
    reload: () => void load(),
    close() {
      clearInterval(timer);
      void unsubscribe?.();
    },
    onError(listener) {
      errorListeners.push(listener);
    },
  };
}
