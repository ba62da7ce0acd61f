import { portFor } from '@portal/config/ports';
import { positiveIntegerFromEnv } from '@portal/server-kit/env-integer';
import { DEFAULT_MAIL_LIMITS, type MailLimits } from './mail/mail-throttle.ts';

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
  /**
   * Serve /dev/mailbox (every mail sent, live reset links included): DEV_MAILBOX=on. Off unless
   * asked for; `npm start` and the e2e portal turn it on for demos and tests.
   */
  devMailbox: boolean;
  /** Deliver e-mail through this SMTP server (SMTP_URL, `smtp://` or `smtps://`); unset: the outbox only. */
  smtpUrl: string | undefined;
  /** The From of every e-mail (MAIL_FROM). */
  mailFrom: string;
  /**
   * Per-inbox caps on outgoing mail, per kind and in all (MAIL_PER_RECIPIENT_PER_HOUR, default 5;
   * MAIL_PER_RECIPIENT_TOTAL_PER_HOUR, default 10): mail/mail-throttle.ts. Absent: the defaults.
   */
  mailLimits?: MailLimits;
  /** Apple Wallet's pass identity (WALLET_APPLE_*); unset: a development identity (docs/wallet.md). */
  walletApple: AppleWalletSettings | undefined;
  /** Google Wallet's issuer (WALLET_GOOGLE_*); unset: a development issuer (docs/wallet.md). */
  walletGoogle: GoogleWalletSettings | undefined;
  /**
   * PROVIDER_METRICS_PORT / PROVIDER_METRICS_HOST: where GET /metrics (Prometheus) is served — a
   * listener of its own, never the API's port, by default on 127.0.0.1 only. Unset port: none.
   */
  metrics?: { host: string; port: number } | undefined;
}

/** An Apple Pass Type ID certificate, its key and Apple's WWDR intermediate, as PEM files. */
export interface AppleWalletSettings {
  certificateFile: string;
  keyFile: string;
  wwdrFile: string;
  /** `pass.jm.islandrewards.member`: the Pass Type ID the certificate was issued for. */
  passTypeId: string;
  /** The ten-character Apple Developer team id. */
  teamId: string;
}

/** A Google Wallet issuer and the service account whose key signs the "Save to Google Wallet" links. */
export interface GoogleWalletSettings {
  /** The service account's JSON key file (its `client_email` and `private_key`). */
  serviceAccountFile: string;
  /** The issuer id from the Google Pay & Wallet Console: the prefix of every class and object id. */
  issuerId: string;
}

type Env = Record<string, string | undefined>;

/** All of `names` set, or none: half a wallet identity is a mistake to stop at, not to guess around. */
function allOrNone<K extends string>(env: Env, names: Record<K, string>): Record<K, string> | undefined {
  const entries = Object.entries<string>(names).map(([key, name]) => [key, env[name] || undefined] as const);
  const missing = entries.filter(([, value]) => value === undefined);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Set all of ${Object.values(names).join(', ')} or none (missing: ${missing.map(([key]) => names[key as K]).join(', ')}).`,
    );
  }
  return Object.fromEntries(entries) as Record<K, string>;
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
    databasePoolSize: positiveIntegerFromEnv(env, 'DATABASE_POOL_SIZE', 10),
    clientId: env.OAUTH_CLIENT_ID ?? 'portal-bff',
    clientSecret,
    accessTokenTtlSeconds: positiveIntegerFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: positiveIntegerFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    portalOrigin: env.PORTAL_ORIGIN ?? `http://localhost:${portFor('shell', env)}`,
    customerCareEmail: env.CUSTOMER_CARE_EMAIL || 'customercare@islandrewards.jm',
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: env.LOYALTY_SEED !== 'off',
    devMailbox: env.DEV_MAILBOX === 'on',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Island Rewards <no-reply@islandrewards.jm>',
    mailLimits: {
      perKindPerHour: positiveIntegerFromEnv(env, 'MAIL_PER_RECIPIENT_PER_HOUR', DEFAULT_MAIL_LIMITS.perKindPerHour),
      totalPerHour: positiveIntegerFromEnv(env, 'MAIL_PER_RECIPIENT_TOTAL_PER_HOUR', DEFAULT_MAIL_LIMITS.totalPerHour),
    },
    walletApple: allOrNone(env, {
      certificateFile: 'WALLET_APPLE_CERT',
      keyFile: 'WALLET_APPLE_KEY',
      wwdrFile: 'WALLET_APPLE_WWDR',
      passTypeId: 'WALLET_APPLE_PASS_TYPE_ID',
      teamId: 'WALLET_APPLE_TEAM_ID',
    }),
    walletGoogle: allOrNone(env, {
      serviceAccountFile: 'WALLET_GOOGLE_SERVICE_ACCOUNT',
      issuerId: 'WALLET_GOOGLE_ISSUER_ID',
    }),
    metrics: env.PROVIDER_METRICS_PORT
      ? {
          host: env.PROVIDER_METRICS_HOST || '127.0.0.1',
          port: positiveIntegerFromEnv(env, 'PROVIDER_METRICS_PORT', 0),
        }
      : undefined,
  };
}
