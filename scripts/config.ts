import { CONFIG_KEYS, configWithOverrides } from '../shell/server/runtime-config.ts';
import { readSharedConfig, writeSharedConfig } from '../shell/server/shared-runtime-config.ts';
import { createRedisClient, whenReady } from '../shell/server/store/redis-client.ts';
import { parseOptions } from './lib/parse-options.ts';

/**
 * The fleet's shared runtime config (what every BFF with PORTAL_CONFIG_STORE=redis serves as
 * /config.json), in the Redis at REDIS_URL (default redis://127.0.0.1:6379):
 *
 *   npm run config -- get                          the overrides, their version, the config served
 *   npm run config -- set key=value [key=value …]  e.g. registrationEnabled=true
 *                                                  remotes.rewards=https://cdn…/mf-manifest.json
 *   npm run config -- unset key [key …]            back to the instances' environment
 *
 * Values: true, false and null as such; {…}, […] and "…" as JSON; anything else as text. The
 * result is checked against /config.json's schema before anything is written: a bad key or
 * value changes nothing. Every instance applies a change within about a second.
 */
const USAGE = `usage: npm run config -- get | set key=value [key=value …] | unset key [key …]
keys: ${CONFIG_KEYS.join(', ')}\n`;

function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^[[{"]/.test(text)) return JSON.parse(text);
  return text;
}

const [command, ...args] = parseOptions({ options: {}, usage: USAGE, positionals: true }).positionals;
if (!command || !['get', 'set', 'unset'].includes(command) || (command !== 'get' && args.length === 0)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const env: Record<string, string | undefined> = process.env;
const url = env.REDIS_URL || 'redis://127.0.0.1:6379';
const client = createRedisClient(url);
try {
  if (!(await whenReady(client, 3_000))) throw new Error(`Redis does not answer at ${url} (set REDIS_URL).`);
  if (command === 'get') {
    const shared = await readSharedConfig(client);
    process.stdout.write(
      `${JSON.stringify({ version: shared.version, overrides: shared.overrides, config: configWithOverrides(env, shared.overrides) }, null, 2)}\n`,
    );
  } else {
    const change =
      command === 'set'
        ? {
            set: Object.fromEntries(
              args.map((arg) => {
                const at = arg.indexOf('=');
                if (at <= 0) throw new Error(`${arg}: write key=value.`);
                return [arg.slice(0, at), parseValue(arg.slice(at + 1))];
              }),
            ),
          }
        : { unset: args };
    const written = await writeSharedConfig(client, env, change);
    process.stdout.write(`config version ${written.version}: ${JSON.stringify(written.overrides)}\n`);
  }
} catch (error) {
  process.stderr.write(`config: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  client.disconnect();
}
