import { type FSWatcher, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { portFor } from '@portal/config/ports';
import { REMOTE_NAMES } from '@portal/contracts/route-map';
import { type RuntimeConfig, RuntimeConfigSchema } from '@portal/contracts/runtime-config';
import * as v from 'valibot';

type Env = Record<string, string | undefined>;

const isOn = (value: string | undefined): boolean => value === 'enable' || value === 'true';

/** /config.json from the environment: REGISTRATION, MAINTENANCE, PROGRAMME_NAME, the remote URLs, … */
export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const remoteUrl = (name: (typeof REMOTE_NAMES)[number]): string =>
    env[`${name.toUpperCase()}_REMOTE_URL`] ?? `http://localhost:${portFor(name, env)}/mf-manifest.json`;
  return v.parse(RuntimeConfigSchema, {
    programmeName: env.PROGRAMME_NAME || 'Island Rewards',
    // Requirements §1.4: registration is on when REGISTRATION equals 'enable'.
    registrationEnabled: env.REGISTRATION === 'enable',
    maintenanceEnabled: isOn(env.MAINTENANCE),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteUrl(name)])),
    // Marketing's pop-up build on its own origin unless POPUP_SOURCE_URL names another; 'off' shows none.
    popUpSource:
      env.POPUP_SOURCE_URL === 'off'
        ? null
        : env.POPUP_SOURCE_URL || `http://localhost:${portFor('popUps', env)}/mf-manifest.json`,
    analyticsId: env.ANALYTICS_ID || null,
    // Unset: every page load reports; a programme with many members lowers it (docs/deploy.md).
    telemetrySampleRate: env.TELEMETRY_SAMPLE_RATE ? Number(env.TELEMETRY_SAMPLE_RATE) : 1,
    // Unset: 4 s, "a line that times out" at a till (docs/offline.md).
    offlineTimeoutSeconds: env.OFFLINE_TIMEOUT_SECONDS ? Number(env.OFFLINE_TIMEOUT_SECONDS) : 4,
    partnerBankName: env.PARTNER_BANK_NAME || 'First Global Bank',
    tollFreePhone: env.TOLL_FREE_PHONE || '1-888-429-7378',
  });
}

/** The keys an override may set: each top-level key of /config.json, and one remote as `remotes.<name>`. */
export const CONFIG_KEYS: readonly string[] = [
  ...Object.keys(RuntimeConfigSchema.entries),
  ...REMOTE_NAMES.map((name) => `remotes.${name}`),
];

/**
 * The environment's config with `overrides` on top (a file's keys, or the shared store's), checked
 * against the schema of /config.json. A `remotes.<name>` key replaces that one remote's URL.
 * Throws on an unknown key or a value the schema refuses, naming them.
 */
export function configWithOverrides(env: Env, overrides: Record<string, unknown>): RuntimeConfig {
  const base = runtimeConfigFromEnv(env);
  const merged: Record<string, unknown> = { ...base, remotes: { ...base.remotes } };
  for (const [key, value] of Object.entries(overrides)) {
    if (key.startsWith('remotes.') && CONFIG_KEYS.includes(key)) {
      (merged.remotes as Record<string, unknown>)[key.slice('remotes.'.length)] = value;
    } else if (CONFIG_KEYS.includes(key)) {
      merged[key] = value;
    } else {
      throw new Error(`${key} is not a config key (known: ${CONFIG_KEYS.join(', ')}).`);
    }
  }
  const parsed = v.safeParse(RuntimeConfigSchema, merged);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(config)'}: ${issue.message}`);
    throw new Error(`The config is not valid: ${problems.join('; ')}`);
  }
  return parsed.output;
}

/**
 * A stored config refused by the schema (or not JSON): `source` names where it was read (the
 * file, or Redis and the version), so the log says which one; the instance keeps serving a
 * config that passed.
 */
export class RuntimeConfigRejectedError extends Error {
  readonly code = 'runtime_config_rejected';
  readonly source: string;
  constructor(source: string, reason: string) {
    super(`${source} rejected: ${reason}`);
    this.name = 'RuntimeConfigRejectedError';
    this.source = source;
  }
}

/**
 * The live runtime config. With PORTAL_CONFIG_FILE set, the file's keys override the
 * environment's and the file is re-read when it changes (or on SIGHUP), so remotes can be
 * switched or rolled back without restarting the BFF. A broken file keeps the last good config.
 */
export interface RuntimeConfigSource {
  current(): RuntimeConfig;
  /** Serialised once per change, so every request sends the same bytes. */
  json(): string;
  reload(): void;
  close(): void;
  onError(listener: (error: Error) => void): void;
  /**
   * True while the config the fleet shares has not been read once (Redis was down at start): the
   * instance then holds only its own environment's config, which may differ from every other
   * instance's, so it is not ready (readiness.ts). A host's own file or environment is never pending.
   */
  pending?(): boolean;
}

export function createRuntimeConfigSource(env: Env): RuntimeConfigSource {
  const file = env.PORTAL_CONFIG_FILE;
  const errorListeners: Array<(error: Error) => void> = [];
  let config = runtimeConfigFromEnv(env);
  let json = JSON.stringify(config);

  const load = (): void => {
    if (!file) return;
    try {
      const overrides: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
        throw new Error('it must hold a JSON object of config keys.');
      }
      config = configWithOverrides(env, overrides as Record<string, unknown>);
      json = JSON.stringify(config);
    } catch (error) {
      const rejected = new RuntimeConfigRejectedError(`the config file ${file}`, (error as Error).message);
      for (const listener of errorListeners) listener(rejected);
    }
  };
  load();

  let watcher: FSWatcher | undefined;
  if (file) {
    // Watch the folder, not the file: editors and deploy scripts replace files by rename, which
    // ends a watch on the old file.
    const name = path.basename(file);
    watcher = watch(path.dirname(file), { persistent: false }, (_event, changed) => {
      if (changed === name) load();
    });
  }
  const onHangup = (): void => load();
  process.on('SIGHUP', onHangup);

  return {
    current: () => config,
    json: () => json,
    reload: load,
    close() {
      watcher?.close();
      process.off('SIGHUP', onHangup);
    },
    onError(listener) {
      errorListeners.push(listener);
    },
  };
}
