import { portFor } from '@portal/config/ports';

export interface ProviderSettings {
  host: string;
  port: number;
  /** PGlite data folder, or `memory://`. Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool per instance (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** The one confidential client: the portal's BFF. */
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where links in e-mails point (verification, password reset). */
  portalOrigin: string;
  /** Customer care's mailbox: contact-us messages go there. */
  customerCareEmail: string;
  logLevel: string;
  /** Fill an empty database with the demo data. */
  seed: boolean;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function settingsFromEnv(env: Env = process.env): ProviderSettings {
  const clientSecret = env.OAUTH_CLIENT_SECRET;
  if (!clientSecret || clientSecret.length < 16) {
    throw new Error('OAUTH_CLIENT_SECRET must be set to at least 16 characters (npm start generates one).');
  }
  return {
    host: env.LOYALTY_API_HOST ?? '127.0.0.1',
    port: portFor('loyaltyApi', env),
    dataDir: env.LOYALTY_DATA_DIR ?? 'memory://',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10),
    clientId: env.OAUTH_CLIENT_ID ?? 'portal-bff',
    clientSecret,
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: positiveInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    portalOrigin: env.PORTAL_ORIGIN ?? `http://localhost:${portFor('shell', env)}`,
    customerCareEmail: env.CUSTOMER_CARE_EMAIL || 'customercare@islandrewards.jm',
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: env.LOYALTY_SEED !== 'off',
  };
}
