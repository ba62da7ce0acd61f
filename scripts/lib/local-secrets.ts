import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets of a local run (the provider's client secret, the BFF's key), generated on first use
 * and kept in the data folder (.data/, never committed) so a restart keeps sessions and guests' stored values
 * readable. The environment wins when it sets them.
 */
export function localSecrets(dataDir: string): {
  OAUTH_CLIENT_SECRET: string;
  BFF_SECRET: string;
  DEPLOY_SECRET: string;
} {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Record<'OAUTH_CLIENT_SECRET' | 'BFF_SECRET' | 'DEPLOY_SECRET', string>> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first run
  }
  const secrets = {
    OAUTH_CLIENT_SECRET:
      process.env.OAUTH_CLIENT_SECRET ?? stored.OAUTH_CLIENT_SECRET ?? randomBytes(24).toString('base64url'),
    BFF_SECRET: process.env.BFF_SECRET ?? stored.BFF_SECRET ?? randomBytes(32).toString('base64url'),
    // Signs preview links (npm run preview-link); the BFF checks them with it.
    DEPLOY_SECRET: process.env.DEPLOY_SECRET ?? stored.DEPLOY_SECRET ?? randomBytes(32).toString('base64url'),
  };
  if (!stored.OAUTH_CLIENT_SECRET || !stored.BFF_SECRET || !stored.DEPLOY_SECRET) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
