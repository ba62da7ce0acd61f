import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RedisPasswords } from '../../shell/server/store/redis-acl.ts';

/**
 * Secrets named `names`, kept in `<dataDir>/secrets.json` (mode 0600; .data/ is never
 * committed): generated on first use, then read back, so a restart keeps sessions, guests'
 * stored values and Redis's passwords. The environment wins when it sets one.
 */
function keptSecrets<Name extends string>(dataDir: string, names: Record<Name, number>): Record<Name, string> {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Record<string, string>> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first run
  }
  const entries = Object.entries(names) as Array<[Name, number]>;
  const secrets = Object.fromEntries(
    entries.map(([name, bytes]) => [
      name,
      process.env[name] ?? stored[name] ?? randomBytes(bytes).toString('base64url'),
    ]),
  ) as Record<Name, string>;
  if (entries.some(([name]) => !stored[name])) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Merged: the secrets of the other callers stay.
    writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}

/** A secret `npm start` keeps in `<dataDir>/secrets.json`, if this machine has run it (read only, never generated). */
export function keptSecret(dataDir: string, name: string): string | undefined {
  try {
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, unknown>;
    return typeof stored[name] === 'string' ? stored[name] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Secrets of a local run every service gets in its environment: the provider's client secret,
 * the BFF's key, the deploy secret that signs preview links (npm run preview-link).
 */
export function localSecrets(dataDir: string): {
  OAUTH_CLIENT_SECRET: string;
  BFF_SECRET: string;
  DEPLOY_SECRET: string;
} {
  return keptSecrets(dataDir, { OAUTH_CLIENT_SECRET: 24, BFF_SECRET: 32, DEPLOY_SECRET: 32 });
}

/**
 * The operator clients' secrets at the bundled provider (docs/decisions/0044-offers.md):
 * marketing's, which publishes offers (npm run offers), and the till's, which records purchases.
 * Given to the provider only.
 */
export function operatorSecrets(dataDir: string): { MARKETING_CLIENT_SECRET: string; TILL_CLIENT_SECRET: string } {
  return keptSecrets(dataDir, { MARKETING_CLIENT_SECRET: 24, TILL_CLIENT_SECRET: 24 });
}

/**
 * The passwords of the fleet's own Redis (its BFF user's and its operators'). Kept apart from
 * `localSecrets` so they reach the BFF instances only, inside REDIS_URL, not every service.
 */
export function redisPasswords(dataDir: string): RedisPasswords {
  const kept = keptSecrets(dataDir, { REDIS_BFF_PASSWORD: 32, REDIS_ADMIN_PASSWORD: 32 });
  return { bff: kept.REDIS_BFF_PASSWORD, admin: kept.REDIS_ADMIN_PASSWORD };
}
