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
    partnerBankName: env.PARTNER_BANK_NAME || 'First Global Bank',
    tollFreePhone: env.TOLL_FREE_PHONE || '1-888-429-7378',
  });
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
      config = v.parse(RuntimeConfigSchema, { ...runtimeConfigFromEnv(env), ...(overrides as object) });
      json = JSON.stringify(config);
    } catch (error) {
      for (const listener of errorListeners) listener(error as Error);
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
