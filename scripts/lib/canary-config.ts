import { readFile, rename, writeFile } from 'node:fs/promises';
import type { RemoteName } from '@portal/contracts/route-map';
import type { Canary, RuntimeConfig } from '@portal/contracts/runtime-config';
import { configWithOverrides } from '../../shell/server/config/runtime-config.ts';
import { readSharedConfig, writeSharedConfig } from '../../shell/server/config/shared-runtime-config.ts';
import { createRedisClient, whenReady } from '../../shell/server/store/redis-client.ts';

type Env = Record<string, string | undefined>;
type Canaries = RuntimeConfig['canaries'];

const WHERE =
  'A canary lives in the BFF’s runtime config: run this with the PORTAL_CONFIG_FILE the BFF reads (one host), or PORTAL_CONFIG_STORE=redis and REDIS_URL (a fleet).';

/** Reads or changes the `canaries` override where the BFF reads its runtime config from (a file or the fleet's Redis). */
async function withOverrides<T>(
  env: Env,
  change: (overrides: Record<string, unknown>) => { result: T; canaries?: Canaries },
): Promise<T> {
  if (env.PORTAL_CONFIG_STORE === 'redis') {
    const url = env.REDIS_URL || 'redis://127.0.0.1:6379';
    const client = createRedisClient(url);
    try {
      if (!(await whenReady(client, 3_000))) throw new Error(`Redis does not answer at ${url} (set REDIS_URL).`);
      const { result, canaries } = change((await readSharedConfig(client)).overrides);
      if (canaries) {
        await writeSharedConfig(
          client,
          env,
          Object.keys(canaries).length > 0 ? { set: { canaries } } : { unset: ['canaries'] },
        );
      }
      return result;
    } finally {
      client.disconnect();
    }
  }
  const file = env.PORTAL_CONFIG_FILE;
  if (!file) throw new Error(WHERE);
  const overrides: Record<string, unknown> = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return {};
      throw error;
    },
  );
  const { result, canaries } = change(overrides);
  if (canaries) {
    const { canaries: _previous, ...others } = overrides;
    const next: Record<string, unknown> = Object.keys(canaries).length > 0 ? { ...others, canaries } : others;
    configWithOverrides(env, next); // refuses a config the BFF would refuse, before writing
    // Beside, then renamed into place: the BFF's watcher never reads half a file.
    await writeFile(`${file}.${process.pid}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
    await rename(`${file}.${process.pid}.tmp`, file);
  }
  return result;
}

const canariesOf = (overrides: Record<string, unknown>): Canaries =>
  configWithOverrides({}, { canaries: overrides.canaries ?? {} }).canaries;

/** The remote's live canary, or null. */
export const readCanary = (env: Env, remote: RemoteName): Promise<Canary | null> =>
  withOverrides(env, (overrides) => ({ result: canariesOf(overrides)[remote] ?? null }));

/** Sets (or, with null, removes) the remote's canary; every BFF applies it on its next page load. */
export const writeCanary = (env: Env, remote: RemoteName, canary: Canary | null): Promise<void> =>
  withOverrides(env, (overrides) => {
    const canaries = { ...canariesOf(overrides) };
    if (canary) canaries[remote] = canary;
    else delete canaries[remote];
    return { result: undefined, canaries };
  });
