import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { Redis } from 'ioredis';
import { KEY_PREFIX, type RedisStore } from '../store/redis-store.ts';
import {
  CONFIG_KEYS,
  configWithOverrides,
  RuntimeConfigRejectedError,
  type RuntimeConfigSource,
} from './runtime-config.ts';

type Env = Record<string, string | undefined>;

/** The hash of overrides (field = config key, value = JSON), its version, and the change notice. */
export const CONFIG_HASH_KEY = `${KEY_PREFIX}config`;
const VERSION_KEY = `${KEY_PREFIX}config:version`;
/**
 * The last version that passed the schema, `{"version":N,"overrides":{…}}`, written by
 * `writeSharedConfig` in the same transaction as the hash. Every instance falls back to it when
 * the hash does not pass (a value written straight into Redis), so all of them, running or just
 * restarted, serve the same config.
 */
const LAST_GOOD_KEY = `${KEY_PREFIX}config:last-good`;
const CONFIG_CHANGED_CHANNEL = 'config-changed';
/** Every instance reads the config this often, in case a notice was missed (a reconnect) or a value was written straight into Redis. */
const CONFIG_POLL_MS = 1_000;
/** Where the shared config lives, as the logs name it. */
const SHARED_CONFIG_SOURCE = `Redis ${CONFIG_HASH_KEY}`;

/** A change `writeSharedConfig` refused (unknown key, wrong type): nothing was written. */
export class SharedConfigRefusedError extends Error {
  readonly code = 'config_refused';
  constructor(message: string) {
    super(message);
    this.name = 'SharedConfigRefusedError';
  }
}

/** What Redis holds, as read in one transaction. */
export interface StoredSharedConfig {
  version: number;
  /** The hash: config key → its value as JSON text. */
  fields: Record<string, string>;
  /** LAST_GOOD_KEY's text, or null. */
  lastGood: string | null;
}

interface SharedConfigState {
  /** The version served: the stored one, or the last good one's when the stored one was rejected. */
  version: number;
  /** The overrides served (the environment's config underneath). */
  overrides: Record<string, unknown>;
}

/** What an instance serves from a stored state, and why. */
export interface ResolvedSharedConfig extends SharedConfigState {
  config: RuntimeConfig;
  /** Set when the stored version did not pass: which version, and what was wrong with it. */
  rejected?: { version: number; reason: string };
}

/** The hash's fields parsed and checked against the schema; throws naming the field or key at fault. */
function overridesOf(env: Env, fields: Record<string, string>): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(fields)) {
    try {
      overrides[key] = JSON.parse(text);
    } catch {
      throw new Error(`${key}: its stored value is not JSON (${JSON.stringify(text.slice(0, 40))}).`);
    }
  }
  configWithOverrides(env, overrides);
  return overrides;
}

/**
 * What every instance serves for a stored state: a pure function of what Redis holds (and the
 * environment, the same on every instance), so instances reading the same state never disagree.
 * The stored version when it passes the schema; otherwise the last good version (itself checked
 * again); otherwise the environment's config alone (version 0).
 */
export function resolveSharedConfig(env: Env, stored: StoredSharedConfig): ResolvedSharedConfig {
  try {
    const overrides = overridesOf(env, stored.fields);
    return { version: stored.version, overrides, config: configWithOverrides(env, overrides) };
  } catch (error) {
    const rejected = { version: stored.version, reason: (error as Error).message };
    try {
      const lastGood = JSON.parse(stored.lastGood ?? 'null') as { version?: unknown; overrides?: unknown } | null;
      if (
        lastGood &&
        typeof lastGood.version === 'number' &&
        typeof lastGood.overrides === 'object' &&
        lastGood.overrides !== null &&
        !Array.isArray(lastGood.overrides)
      ) {
        const overrides = lastGood.overrides as Record<string, unknown>;
        return { version: lastGood.version, overrides, config: configWithOverrides(env, overrides), rejected };
      }
    } catch {
      // An unreadable last good version counts as none.
    }
    return { version: 0, overrides: {}, config: configWithOverrides(env, {}), rejected };
  }
}

/**
 * The version, the hash and the last good version, read together: in one transaction, or under a
 * WATCH the caller holds (`watched`: a pipeline, since an EXEC would end the caller's WATCH and
 * let a concurrent write through unseen).
 */
async function readStoredSharedConfig(client: Redis, watched = false): Promise<StoredSharedConfig> {
  const batch = watched ? client.pipeline() : client.multi();
  const results = await batch.get(VERSION_KEY).hgetall(CONFIG_HASH_KEY).get(LAST_GOOD_KEY).exec();
  const [versionReply, hashReply, lastGoodReply] = results ?? [];
  const failure = versionReply?.[0] ?? hashReply?.[0] ?? lastGoodReply?.[0];
  if (failure) throw failure;
  return {
    version: Number(versionReply?.[1] ?? 0),
    fields: (hashReply?.[1] ?? {}) as Record<string, string>,
    lastGood: (lastGoodReply?.[1] as string | null) ?? null,
  };
}

/** The shared overrides served now and their version (the last good ones when the stored ones are rejected). */
export async function readSharedConfig(client: Redis, env: Env = {}): Promise<ResolvedSharedConfig> {
  return resolveSharedConfig(env, await readStoredSharedConfig(client));
}

/**
 * Sets and removes shared overrides in one step, on top of what is served now (a stored version
 * that was rejected is replaced, starting from the last good one). The result is checked against
 * /config.json's schema first (with `env`'s defaults), so a bad key or value changes nothing.
 * The hash, the version and the last good version are written in one transaction. Optimistic
 * (WATCH on the keys): a concurrent writer makes this one read again and retry. Then every
 * instance is told. `client` must be a connection of the caller's own (WATCH holds on it).
 */
export async function writeSharedConfig(
  client: Redis,
  env: Env,
  change: { set?: Record<string, unknown>; unset?: string[] },
): Promise<ResolvedSharedConfig> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await client.watch(VERSION_KEY, CONFIG_HASH_KEY, LAST_GOOD_KEY);
    const stored = await readStoredSharedConfig(client, true);
    const current = resolveSharedConfig(env, stored);
    const overrides = { ...current.overrides, ...change.set };
    for (const key of change.unset ?? []) delete overrides[key];
    let config: RuntimeConfig;
    try {
      const unknown = (change.unset ?? []).filter((key) => !CONFIG_KEYS.includes(key));
      if (unknown.length > 0)
        throw new Error(`${unknown.join(', ')}: not a config key (known: ${CONFIG_KEYS.join(', ')}).`);
      config = configWithOverrides(env, overrides);
    } catch (error) {
      await client.unwatch();
      throw new SharedConfigRefusedError((error as Error).message);
    }
    // Past the stored version even when it was rejected, so every instance sees the number move.
    const version = stored.version + 1;
    const transaction = client.multi().del(CONFIG_HASH_KEY);
    if (Object.keys(overrides).length > 0) {
      transaction.hset(
        CONFIG_HASH_KEY,
        Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, JSON.stringify(value)])),
      );
    }
    transaction.set(VERSION_KEY, String(version)).set(LAST_GOOD_KEY, JSON.stringify({ version, overrides }));
    const results = await transaction.exec();
    if (!results) continue; // someone else wrote in between: read again
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
    await client.publish(`${KEY_PREFIX}${CONFIG_CHANGED_CHANNEL}`, String(version));
    return { version, overrides, config };
  }
  throw new Error('The shared config kept changing under this write; try again.');
}

/**
 * The runtime config of a fleet (PORTAL_CONFIG_STORE=redis): the environment's config with the
 * overrides kept in Redis on top, as `resolveSharedConfig` decides. Re-read on every change
 * notice and every second (one transaction of three reads), so a change, and a value written
 * straight into Redis, reaches every instance within about a second. A rejected version is
 * reported once (per version and reason), naming Redis as its source. While Redis is down the
 * last config read stays in force; an instance that has read none yet (started while Redis was
 * down) is `pending`, so not ready, until its first read: never two instances on two configs.
 */
export async function createSharedRuntimeConfigSource(env: Env, store: RedisStore): Promise<RuntimeConfigSource> {
  const errorListeners: Array<(error: Error) => void> = [];
  let config = configWithOverrides(env, {});
  let json = JSON.stringify(config);
  let lastRead = '';
  let readOnce = false;
  // Each reported once while it lasts: a read that fails (Redis down), a stored version rejected.
  let lastFailure = '';
  let lastRejection = '';
  // The rejection in force, told to a listener that comes later (the first read happens before
  // the app listens: an instance started on a bad stored value says so too).
  let rejectedNow: RuntimeConfigRejectedError | undefined;
  const tell = (error: Error): void => {
    for (const listener of errorListeners) listener(error);
  };

  const load = async (): Promise<void> => {
    let stored: StoredSharedConfig;
    try {
      stored = await readStoredSharedConfig(store.client);
      lastFailure = '';
      readOnce = true;
    } catch (error) {
      if ((error as Error).message !== lastFailure) tell(error as Error);
      lastFailure = (error as Error).message;
      return;
    }
    const read = JSON.stringify(stored);
    if (read === lastRead) return;
    lastRead = read;
    const resolved = resolveSharedConfig(env, stored);
    config = resolved.config;
    json = JSON.stringify(config);
    const rejection = resolved.rejected ? `${resolved.rejected.version}: ${resolved.rejected.reason}` : '';
    if (resolved.rejected && rejection !== lastRejection) {
      rejectedNow = new RuntimeConfigRejectedError(
        `${SHARED_CONFIG_SOURCE} (version ${resolved.rejected.version})`,
        `${resolved.rejected.reason} Serving the last good version (${resolved.version}).`,
      );
      tell(rejectedNow);
    }
    if (!resolved.rejected) rejectedNow = undefined;
    lastRejection = rejection;
  };
  await load();
  const unsubscribe = await store.subscribe(CONFIG_CHANGED_CHANNEL, () => void load()).catch(() => undefined);
  const timer = setInterval(() => void load(), CONFIG_POLL_MS);
  timer.unref();

  return {
    current: () => config,
    json: () => json,
    reload: () => void load(),
    pending: () => !readOnce,
    close() {
      clearInterval(timer);
      void unsubscribe?.();
    },
    onError(listener) {
      errorListeners.push(listener);
      if (rejectedNow) listener(rejectedNow);
    },
  };
}
