import { CONFIG_KEYS, configWithOverrides } from '../shell/server/config/runtime-config.ts';
import {
  readSharedConfig,
  SharedConfigRefusedError,
  writeSharedConfig,
} from '../shell/server/config/shared-runtime-config.ts';
import { createRedisClient, whenReady } from '../shell/server/store/redis-client.ts';
import { parseOptions } from './lib/parse-options.ts';
import { redactedRedisUrl } from './lib/redis-server.ts';

/**
 * The fleet's shared runtime config (what every BFF with PORTAL_CONFIG_STORE=redis serves as
 * /config.json), in the Redis at REDIS_URL (redis://user:password@host:port, or rediss://… with
 * TLS; `npm run fleet` prints where its own is):
 *
 *   npm run config -- get                          the overrides, their version, the config served
 *   npm run config -- set key=value [key=value …]  e.g. registrationEnabled=true
 *                                                  remotes.rewards=https://cdn…/mf-manifest.json
 *   npm run config -- unset key [key …]            back to the instances' environment
 *
 * Values: true, false and null as such; {…}, […] and "…" as JSON; anything else as text. Every
 * value and key is checked against /config.json's schema before Redis is even asked, then the
 * whole result again: malformed JSON, an unknown key or a wrong type changes nothing and exits 2
 * (`config: refused: …`). Redis not answering exits 1. Every instance applies a change within
 * about a second.
 */
const USAGE = `usage: npm run config -- get | set key=value [key=value …] | unset key [key …]
keys: ${CONFIG_KEYS.join(', ')}\n`;

/** Exit codes: refused input (nothing stored), and any other failure (Redis unreachable…). */
const REFUSED = 2;
const FAILED = 1;

class RefusedInput extends Error {}

function parseValue(key: string, text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (!/^[[{"]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RefusedInput(`${key}: not valid JSON (${(error as Error).message}).`);
  }
}

const [command, ...args] = parseOptions({ options: {}, usage: USAGE, positionals: true }).positionals;
if (!command || !['get', 'set', 'unset'].includes(command) || (command !== 'get' && args.length === 0)) {
  process.stderr.write(USAGE);
  process.exit(REFUSED);
}

const env: Record<string, string | undefined> = process.env;

/** The change asked for, checked on its own (keys, JSON, types) before anything is read or written. */
function changeAsked(): { set?: Record<string, unknown>; unset?: string[] } {
  if (command === 'unset') {
    const unknown = args.filter((key) => !CONFIG_KEYS.includes(key));
    if (unknown.length > 0) throw new RefusedInput(`${unknown.join(', ')}: not a config key.`);
    return { unset: args };
  }
  const set = Object.fromEntries(
    args.map((arg) => {
      const at = arg.indexOf('=');
      if (at <= 0) throw new RefusedInput(`${arg}: write key=value.`);
      const key = arg.slice(0, at);
      return [key, parseValue(key, arg.slice(at + 1))];
    }),
  );
  try {
    configWithOverrides(env, set);
  } catch (error) {
    throw new RefusedInput((error as Error).message);
  }
  return { set };
}

let change: ReturnType<typeof changeAsked> | undefined;
try {
  if (command !== 'get') change = changeAsked();
} catch (error) {
  process.stderr.write(`config: refused: ${(error as Error).message} Nothing was stored.\n${USAGE}`);
  process.exit(REFUSED);
}

const url = env.REDIS_URL || 'redis://127.0.0.1:6379';
const client = createRedisClient(url);
try {
  if (!(await whenReady(client, 3_000)))
    throw new Error(`Redis does not answer at ${redactedRedisUrl(url)} (set REDIS_URL, with its password).`);
  if (!change) {
    const shared = await readSharedConfig(client, env);
    process.stdout.write(`${JSON.stringify(shared, null, 2)}\n`);
  } else {
    const written = await writeSharedConfig(client, env, change);
    process.stdout.write(`config version ${written.version}: ${JSON.stringify(written.overrides)}\n`);
  }
} catch (error) {
  // The merged result refused by the schema (SharedConfigRefusedError): nothing was written either.
  const refused = error instanceof RefusedInput || error instanceof SharedConfigRefusedError;
  process.stderr.write(
    `config: ${refused ? 'refused: ' : ''}${(error as Error).message}${refused ? ' Nothing was stored.' : ''}\n`,
  );
  process.exitCode = refused ? REFUSED : FAILED;
} finally {
  client.disconnect();
}
