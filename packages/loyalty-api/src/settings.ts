import {
  boolean,
  durationSeconds,
  origin,
  port,
  readSettings,
  SettingsError,
  setting,
  text,
  wholeNumber,
} from '@portal/server-kit/env-schema';
import { SHARED_SETTINGS } from '@portal/server-kit/shared-settings';
import { type CaptchaDifficulty, captchaDifficulty, DEFAULT_CAPTCHA_DIFFICULTY } from './captcha/captcha-service.ts';
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
  /**
   * The operator clients (docs/decisions/0044-offers.md), each a client_credentials client of its
   * own: `marketing` publishes offers, `till` records purchases. Unset: that client does not exist.
   */
  operatorSecrets?: Partial<Record<OperatorClient, string>>;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where links in e-mails point (verification, password reset): PUBLIC_ORIGIN, as on the BFF. */
  portalOrigin: string;
  /** Customer care's mailbox: contact-us messages go there. */
  customerCareEmail: string;
  logLevel: string;
  /** Fill an empty database with the demo data. */
  seed: boolean;
  /** PORTAL_RUN_ID: echoed by GET /health, so the runner that started it knows it from another process. */
  runId?: string | undefined;
  /**
   * Serve /dev/mailbox (every mail sent, live reset links included): DEV_MAILBOX=true. Off unless
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
  /** The captcha's proof of work (CAPTCHA_COST, CAPTCHA_COUNTER_MAX). Absent: the default. */
  captchaDifficulty?: CaptchaDifficulty | undefined;
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
interface AppleWalletSettings {
  certificateFile: string;
  keyFile: string;
  wwdrFile: string;
  /** `pass.jm.islandrewards.member`: the Pass Type ID the certificate was issued for. */
  passTypeId: string;
  /** The ten-character Apple Developer team id. */
  teamId: string;
}

/** A Google Wallet issuer and the service account whose key signs the "Save to Google Wallet" links. */
interface GoogleWalletSettings {
  /** The service account's JSON key file (its `client_email` and `private_key`). */
  serviceAccountFile: string;
  /** The issuer id from the Google Pay & Wallet Console: the prefix of every class and object id. */
  issuerId: string;
}

/** The operator clients and their OAuth client ids. */
export const OPERATOR_CLIENTS = ['marketing', 'till'] as const;
export type OperatorClient = (typeof OPERATOR_CLIENTS)[number];

type Env = Record<string, string | undefined>;

/** All of `names` set, or none: half a wallet identity is a mistake to stop at, not to guess around. */
function allOrNone<K extends string>(env: Env, names: Record<K, string>): Record<K, string> | undefined {
  const entries = Object.entries<string>(names).map(([key, name]) => [key, env[name] || undefined] as const);
  const missing = entries.filter(([, value]) => value === undefined);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) {
    throw new SettingsError([
      `${missing.map(([key]) => names[key as K]).join(', ')} must be set too: set all of ${Object.values(names).join(', ')} or none`,
    ]);
  }
  return Object.fromEntries(entries) as Record<K, string>;
}

/**
 * Every variable the provider reads, typed, with its default and why it exists: read once at
 * start (`settingsFromEnv`); the README's settings table and .env.example are made from it
 * (scripts/config-docs.ts). Booleans are `true`/`false` only.
 */
export const PROVIDER_SETTINGS = {
  LOYALTY_API_HOST: setting(text(), { doc: 'The address the bundled provider listens on.', default: '127.0.0.1' }),
  LOYALTY_API_PORT: SHARED_SETTINGS.LOYALTY_API_PORT,
  SHELL_PORT: SHARED_SETTINGS.SHELL_PORT,
  PUBLIC_ORIGIN: SHARED_SETTINGS.PUBLIC_ORIGIN,
  PORTAL_ORIGIN: setting(origin(), {
    doc: 'Deprecated name of PUBLIC_ORIGIN on the bundled provider: still read, with a warning, for one release; PUBLIC_ORIGIN wins when both are set.',
    unset: 'PUBLIC_ORIGIN',
  }),
  LOYALTY_DATA_DIR: setting(text(), {
    doc: "The bundled provider's PGlite data folder, or `memory://`; ignored when DATABASE_URL is set (npm start uses .data/loyalty-api).",
    default: 'memory://',
  }),
  DATABASE_URL: setting(text(), {
    doc: 'Runs the bundled provider on this PostgreSQL server instead of embedded PGlite.',
    unset: 'embedded PGlite',
  }),
  DATABASE_POOL_SIZE: setting(wholeNumber({ min: 1 }), {
    doc: 'Connections in the PostgreSQL pool per provider instance.',
    default: '10',
  }),
  OAUTH_CLIENT_ID: SHARED_SETTINGS.OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET: SHARED_SETTINGS.OAUTH_CLIENT_SECRET,
  MARKETING_CLIENT_SECRET: setting(text({ minLength: 16 }), {
    doc: "Marketing's client secret at the bundled provider (client id `marketing`, at least 16 characters): `npm run offers -- publish` signs in with it; unset, nobody can publish offers (npm start generates one).",
    unset: 'no publishing',
    secret: true,
  }),
  TILL_CLIENT_SECRET: setting(text({ minLength: 16 }), {
    doc: "The tills' client secret at the bundled provider (client id `till`, at least 16 characters): POST /operator/v1/purchases takes its token; unset, no purchase can be recorded (npm start generates one).",
    unset: 'no purchase recording',
    secret: true,
  }),
  ACCESS_TOKEN_TTL_SECONDS: setting(durationSeconds({ min: 1 }), {
    doc: 'Access-token lifetime at the bundled provider.',
    default: '900',
  }),
  REFRESH_TOKEN_TTL_SECONDS: setting(durationSeconds({ min: 1 }), {
    doc: 'Refresh-token lifetime at the bundled provider: how long a member stays signed in.',
    default: String(30 * 24 * 3600),
  }),
  CUSTOMER_CARE_EMAIL: setting(text(), {
    doc: "Customer care's mailbox: the bundled provider sends contact-us messages there.",
    default: 'customercare@islandrewards.jm',
  }),
  LOG_LEVEL: SHARED_SETTINGS.LOG_LEVEL,
  LOYALTY_SEED: setting(boolean(), {
    doc: 'Fill an empty database with the demo data.',
    default: 'true',
  }),
  DEV_MAILBOX: setting(boolean(), {
    doc: 'Serve /dev/mailbox: every mail sent, live reset links included, to anyone who can reach the provider. Off unless asked for; `npm start` and the e2e portal turn it on for demos and tests.',
    default: 'false',
  }),
  SMTP_URL: setting(text(), {
    doc: 'Deliver e-mail through this SMTP server (`smtp://` or `smtps://`); unset: the outbox only.',
    unset: 'outbox only',
  }),
  MAIL_FROM: setting(text(), {
    doc: 'The From of every e-mail.',
    default: 'Island Rewards <no-reply@islandrewards.jm>',
  }),
  MAIL_PER_RECIPIENT_PER_HOUR: setting(wholeNumber({ min: 1 }), {
    doc: 'E-mails of one kind sent to one inbox in any hour; more are not sent (mail/mail-throttle.ts, docs/security.md).',
    default: String(DEFAULT_MAIL_LIMITS.perKindPerHour),
  }),
  MAIL_PER_RECIPIENT_TOTAL_PER_HOUR: setting(wholeNumber({ min: 1 }), {
    doc: "E-mails of all kinds together to one inbox in any hour; customer care's own inbox is not capped.",
    default: String(DEFAULT_MAIL_LIMITS.totalPerHour),
  }),
  CAPTCHA_COST: setting(wholeNumber({ min: 1 }), {
    doc: "The captcha's PBKDF2 iterations per attempt: with CAPTCHA_COUNTER_MAX, the work a browser does before it may register or send a contact message (docs/decisions/0038-self-hosted-captcha.md).",
    default: String(DEFAULT_CAPTCHA_DIFFICULTY.cost),
  }),
  CAPTCHA_COUNTER_MAX: setting(wholeNumber({ min: 3 }), {
    doc: "The captcha's attempts at most: the answer lies between a third of it and it, so a browser tries about two thirds of it on average.",
    default: String(DEFAULT_CAPTCHA_DIFFICULTY.counterMax),
  }),
  PORTAL_RUN_ID: SHARED_SETTINGS.PORTAL_RUN_ID,
  PROVIDER_METRICS_PORT: setting(port(), {
    doc: "Prometheus GET /metrics of the bundled provider on a listener of its own, never the provider's port; unset: no metrics listener.",
    unset: 'no metrics listener',
  }),
  PROVIDER_METRICS_HOST: setting(text(), { doc: "The provider's metrics listener's address.", default: '127.0.0.1' }),
  WALLET_APPLE_CERT: setting(text(), {
    doc: 'Apple Wallet: the Pass Type ID certificate (PEM file); with the four below, all or none; unset: a development identity (docs/wallet.md).',
    unset: 'development identity',
  }),
  WALLET_APPLE_KEY: setting(text(), { doc: 'Its private key (unencrypted PEM file).', unset: 'development identity' }),
  WALLET_APPLE_WWDR: setting(text(), {
    doc: "Apple's WWDR intermediate certificate (PEM file), sent in every pass's signature.",
    unset: 'development identity',
  }),
  WALLET_APPLE_PASS_TYPE_ID: setting(text(), {
    doc: 'The Pass Type ID the certificate was issued for (`pass.…`).',
    unset: 'development identity',
  }),
  WALLET_APPLE_TEAM_ID: setting(text(), {
    doc: 'The ten-character Apple Developer team id.',
    unset: 'development identity',
  }),
  WALLET_GOOGLE_SERVICE_ACCOUNT: setting(text(), {
    doc: "Google Wallet: the issuer's service-account JSON key file (its client_email and private_key sign the save links); with the one below, both or none.",
    unset: 'development issuer',
  }),
  WALLET_GOOGLE_ISSUER_ID: setting(text(), {
    doc: 'The Google Wallet issuer id (the prefix of every class and object id).',
    unset: 'development issuer',
  }),
};

/** Says a deprecated name was used (main.ts: on stderr, at start). */
export type Warn = (line: string) => void;

/**
 * Reads the provider's settings once, at start. Throws a SettingsError naming every bad variable
 * (main.ts prints it and exits). PORTAL_ORIGIN, the old name of PUBLIC_ORIGIN here, is still read
 * for one release, with a warning through `warn`.
 */
export function settingsFromEnv(
  env: Env = process.env,
  warn: Warn = (line) => process.stderr.write(`${line}\n`),
): ProviderSettings {
  const values = readSettings(PROVIDER_SETTINGS, env);
  const walletApple = allOrNone(env, {
    certificateFile: 'WALLET_APPLE_CERT',
    keyFile: 'WALLET_APPLE_KEY',
    wwdrFile: 'WALLET_APPLE_WWDR',
    passTypeId: 'WALLET_APPLE_PASS_TYPE_ID',
    teamId: 'WALLET_APPLE_TEAM_ID',
  });
  const walletGoogle = allOrNone(env, {
    serviceAccountFile: 'WALLET_GOOGLE_SERVICE_ACCOUNT',
    issuerId: 'WALLET_GOOGLE_ISSUER_ID',
  });
  if (values.PORTAL_ORIGIN !== undefined) {
    warn(
      values.PUBLIC_ORIGIN === undefined
        ? 'PORTAL_ORIGIN is deprecated: set PUBLIC_ORIGIN instead (the BFF reads the same name); it is read this release only.'
        : 'PORTAL_ORIGIN is deprecated and ignored: PUBLIC_ORIGIN is set.',
    );
  }
  return {
    host: values.LOYALTY_API_HOST,
    port: values.LOYALTY_API_PORT,
    dataDir: values.LOYALTY_DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    clientId: values.OAUTH_CLIENT_ID,
    clientSecret: values.OAUTH_CLIENT_SECRET,
    operatorSecrets: {
      ...(values.MARKETING_CLIENT_SECRET ? { marketing: values.MARKETING_CLIENT_SECRET } : {}),
      ...(values.TILL_CLIENT_SECRET ? { till: values.TILL_CLIENT_SECRET } : {}),
    },
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    portalOrigin: values.PUBLIC_ORIGIN ?? values.PORTAL_ORIGIN ?? `http://localhost:${values.SHELL_PORT}`,
    customerCareEmail: values.CUSTOMER_CARE_EMAIL,
    logLevel: values.LOG_LEVEL,
    runId: values.PORTAL_RUN_ID,
    seed: values.LOYALTY_SEED,
    devMailbox: values.DEV_MAILBOX,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailLimits: {
      perKindPerHour: values.MAIL_PER_RECIPIENT_PER_HOUR,
      totalPerHour: values.MAIL_PER_RECIPIENT_TOTAL_PER_HOUR,
    },
    captchaDifficulty: captchaDifficulty(values.CAPTCHA_COST, values.CAPTCHA_COUNTER_MAX),
    walletApple,
    walletGoogle,
    metrics: values.PROVIDER_METRICS_PORT
      ? { host: values.PROVIDER_METRICS_HOST, port: values.PROVIDER_METRICS_PORT }
      : undefined,
  };
}
