import { portFor } from '@portal/config/ports';
import { ipv6PrefixLengthFrom } from './http/address-key.ts';
import { type LoginSettings, loginSettingsFromEnv } from './login/login-settings.ts';
import { type ProviderCallPolicy, providerCallPolicyFromEnv } from './provider-call-policy.ts';

export interface BffSettings {
  host: string;
  port: number;
  /** The origin members use (scheme://host:port); Origin checks and CORS compare against it. */
  publicOrigin: string;
  providerUrl: string;
  clientId: string;
  clientSecret: string;
  providerTimeoutMs: number;
  /** Per-call timeouts and circuit breakers (provider-call-policy.ts); derived from providerTimeoutMs when absent. */
  providerPolicy?: ProviderCallPolicy;
  /** Secure cookies and HSTS: on when served over https, and by default in production. */
  secureCookies: boolean;
  production: boolean;
  /** Secret for the guest account value (AES-GCM) and signed pop-up cookies. Never sent to browsers. */
  secret: string;
  /** Lifetime of the session cookies (the refresh token's lifetime at the provider). */
  sessionMaxAgeSeconds: number;
  /** Folder of the built shell (index.html and hashed assets). */
  staticDir: string;
  /** Off in `pnpm dev`, where Rsbuild's dev server serves the shell. */
  serveShell: boolean;
  logLevel: string;
  /** REDIS_URL: the fleet's shared store; unset keeps every counter and lock in this process (one instance). */
  redisUrl: string | undefined;
  /**
   * TRUSTED_PROXIES, handed to Fastify's `trustProxy`: the proxies whose X-Forwarded-For is
   * believed (addresses or CIDRs, or a hop count). False (the default) trusts none, so the client
   * address is the connection's and a client-written X-Forwarded-For changes nothing.
   */
  trustProxy: false | number | string[];
  /** RATE_LIMIT_PER_MINUTE: the blanket ceiling per client address on /bff/* and /api/*; 0 turns it off. */
  requestsPerMinute: number;
  /**
   * ACTION_LIMITS_PER_ADDRESS: the per-address hourly limits on the guarded actions (registering,
   * password resets, verification e-mails, contact messages, card links, promo codes:
   * http/abuse-guard.ts); `off` keeps only the per-account ones — for a test portal whose every
   * visitor is 127.0.0.1. Default on.
   */
  actionLimitsPerAddress?: boolean;
  /**
   * IPV6_PREFIX_LENGTH: every per-address limit (guarded actions, the per-minute ceiling, the
   * login defence) counts an IPv6 client by its network of this many bits, IPv4 per address
   * (http/address-key.ts). Default 64.
   */
  ipv6PrefixLength?: number;
  /** TELEMETRY_PER_MINUTE: telemetry beacons and CSP reports accepted per client address and minute (default 30). */
  telemetryPerMinute: number;
  /**
   * METRICS_PORT / METRICS_HOST: where GET /metrics (Prometheus) is served — a listener of its own,
   * never the public port, by default on 127.0.0.1 only. Unset port: no metrics listener.
   */
  metrics?: { host: string; port: number } | undefined;
  /**
   * The canary's automatic abort (canary/abort-rule.ts), judged on distinct visitors:
   * CANARY_MIN_VISITORS visitors with a load of the candidate before it is judged (default 50),
   * CANARY_ERROR_FLOOR_PER_1000 errored visitors per 1,000 allowed above twice the current
   * version's (default 20), CANARY_VISITORS_PER_ADDRESS distinct visitors one client address may
   * bring to a remote's canary per hour (default 2), CANARY_TOLERATED_ADDRESSES addresses an
   * attacker may hold without steering it (default 10; docs/deploy.md).
   */
  canaryAbort: { minVisitors: number; floorPer1000: number; visitorsPerAddress: number; toleratedAddresses: number };
  /** DEPLOY_SECRET (≥ 32 characters): checks preview links (npm run preview-link); unset: previews are refused. */
  deploySecret?: string | undefined;
  /** The login defence's queue and global ceiling (login/login-settings.ts); the defaults when absent. */
  login?: LoginSettings;
  /**
   * EARLY_HINTS=on: page responses start with a 103 Early Hints carrying the page remote's
   * preconnects and preloads. Off by default: browsers act on a 103 only over HTTP/2 and later,
   * which the BFF does not speak, and a proxy in front that does not know 1xx answers (nginx before
   * 1.29, such as Debian's 1.22) takes the 103 for the whole response and the page arrives as its
   * body. Turn it on behind a front that forwards 103 to browsers (nginx ≥ 1.29 `early_hints`, a CDN).
   */
  earlyHints?: boolean;
  /**
   * REMOTE_PRELOADS=off: index.html preloads nothing of the page's remote. On by default; off only
   * where the BFF serves a build that loads no remote for its pages (the bench's monolith).
   */
  remotePreloads?: boolean;
  /**
   * SSR=off: every page is drawn by the browser alone (its skeleton in the HTML). On by default:
   * the pages the shell's server build renders (a signed-out /login) arrive as HTML that works
   * before the scripts (docs/architecture.md, "Server-rendered pages").
   */
  serverRender?: boolean;
  /** Where logs go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string, minLength: number): string {
  const value = env[name];
  if (!value || value.length < minLength) {
    throw new Error(`${name} must be set to at least ${minLength} characters (npm start generates one).`);
  }
  return value;
}

/** TRUSTED_PROXIES: unset or empty → trust none; a whole number → that many hops; else a comma-separated list. */
export function trustedProxiesFrom(value: string | undefined): false | number | string[] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A whole number setting of at least `min`, or `fallback` when unset. */
function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of at least ${min}.`);
  return parsed;
}

/** RATE_LIMIT_PER_MINUTE: a whole number (default 600); 0 or 'off' turns the ceiling off. */
function requestsPerMinuteFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 600;
  if (value === 'off') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error('RATE_LIMIT_PER_MINUTE must be a whole number or off.');
  return parsed;
}

export function bffSettingsFromEnv(env: Env, staticDir: string): BffSettings {
  const port = portFor('shell', env);
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const production = env.NODE_ENV === 'production';
  const secureSetting = env.COOKIE_SECURE;
  return {
    host: env.SHELL_HOST ?? 'localhost',
    port,
    publicOrigin,
    providerUrl: (env.PROVIDER_URL ?? `http://127.0.0.1:${portFor('loyaltyApi', env)}`).replace(/\/$/, ''),
    clientId: env.OAUTH_CLIENT_ID ?? 'portal-bff',
    clientSecret: required(env, 'OAUTH_CLIENT_SECRET', 16),
    providerTimeoutMs: Number(env.PROVIDER_TIMEOUT_MS ?? 8_000),
    providerPolicy: providerCallPolicyFromEnv(env, Number(env.PROVIDER_TIMEOUT_MS ?? 8_000)),
    secureCookies:
      secureSetting === undefined ? production || publicOrigin.startsWith('https:') : secureSetting === 'true',
    production,
    secret: required(env, 'BFF_SECRET', 32),
    sessionMaxAgeSeconds: Number(env.SESSION_MAX_AGE_SECONDS ?? 30 * 24 * 3600),
    staticDir,
    serveShell: env.SERVE_SHELL !== 'off',
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustedProxiesFrom(env.TRUSTED_PROXIES),
    requestsPerMinute: requestsPerMinuteFrom(env.RATE_LIMIT_PER_MINUTE),
    actionLimitsPerAddress: env.ACTION_LIMITS_PER_ADDRESS !== 'off',
    ipv6PrefixLength: ipv6PrefixLengthFrom(env.IPV6_PREFIX_LENGTH),
    login: loginSettingsFromEnv(env),
    earlyHints: env.EARLY_HINTS === 'on',
    remotePreloads: env.REMOTE_PRELOADS !== 'off',
    serverRender: env.SSR !== 'off',
    telemetryPerMinute: wholeNumber(env, 'TELEMETRY_PER_MINUTE', 30, 1),
    deploySecret: env.DEPLOY_SECRET ? required(env, 'DEPLOY_SECRET', 32) : undefined,
    canaryAbort: {
      minVisitors: wholeNumber(env, 'CANARY_MIN_VISITORS', 50, 1),
      floorPer1000: wholeNumber(env, 'CANARY_ERROR_FLOOR_PER_1000', 20, 0),
      visitorsPerAddress: wholeNumber(env, 'CANARY_VISITORS_PER_ADDRESS', 2, 1),
      toleratedAddresses: wholeNumber(env, 'CANARY_TOLERATED_ADDRESSES', 10, 0),
    },
    metrics: env.METRICS_PORT
      ? { host: env.METRICS_HOST || '127.0.0.1', port: wholeNumber(env, 'METRICS_PORT', 0, 1) }
      : undefined,
  };
}
