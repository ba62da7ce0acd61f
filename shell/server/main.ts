import path from 'node:path';
import { settingsOrExit } from '@portal/server-kit/env-schema';
import { startTracing } from '@portal/server-kit/tracing';
import { buildBff } from './app.ts';
import { createRuntimeConfigSource, type RuntimeConfigSource } from './config/runtime-config.ts';
import { bffSettingsFromEnv } from './config/settings.ts';
import { createSharedRuntimeConfigSource } from './config/shared-runtime-config.ts';
import { createSharedStore } from './store/create-shared-store.ts';
import type { RedisStore } from './store/redis-store.ts';

/** How long in-flight requests may run after SIGTERM before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Starts the BFF: `node server/main.ts`. It serves the built shell from ../dist. */
// First, before any Fastify instance exists: a trace per request, its traceparent sent on to the provider.
const stopTracing = startTracing('portal-bff', process.env);
// Read once: a bad variable stops here with a line naming it (SHELL_STATIC_DIR: another build of the shell).
const settings = settingsOrExit('portal-bff', () =>
  bffSettingsFromEnv(process.env, path.join(import.meta.dirname, '../dist')),
);
const store = createSharedStore(settings);

// PORTAL_CONFIG_STORE=redis: one config for the whole fleet, in the shared Redis; otherwise the
// environment and PORTAL_CONFIG_FILE of this host.
async function runtimeConfig(): Promise<RuntimeConfigSource> {
  if (settings.configStore === 'redis') {
    if (store.kind !== 'redis') throw new Error('PORTAL_CONFIG_STORE=redis needs REDIS_URL.');
    return createSharedRuntimeConfigSource(process.env, store as RedisStore);
  }
  return createRuntimeConfigSource(process.env);
}

const config = await runtimeConfig();
const app = await buildBff(settings, config, store);

let stopping = false;
/**
 * SIGTERM (a deploy, a scale-down) and Ctrl-C: readiness turns false at once (Fastify's preClose),
 * the server stops accepting, in-flight requests finish (cut after 10 s), then the shared store
 * closes and the process exits 0.
 */
const stop = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'draining: finishing in-flight requests');
  const cut = setTimeout(() => {
    app.log.warn('requests still running after 10 s; closing their connections');
    app.server.closeAllConnections();
  }, DRAIN_TIMEOUT_MS);
  cut.unref();
  config.close();
  await app.close();
  clearTimeout(cut);
  await stopTracing();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: settings.host, port: settings.port });
