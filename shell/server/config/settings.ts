import {
  boolean,
  durationMs,
  durationSeconds,
  httpUrl,
  oneOf,
  parsing,
  port,
  readSettings,
  setting,
  text,
  wholeNumber,
  wholeNumberOrOff,
} from '@portal/server-kit/env-schema';
import { SHARED_SETTINGS } from '@portal/server-kit/shared-settings';
import { DEFAULT_IPV6_PREFIX_LENGTH } from '../http/address-key.ts';
import { DEFAULT_LOGIN_SETTINGS, type LoginSettings } from '../login/login-settings.ts';
import {
  DEFAULT_PROVIDER_CALL_TIMING,
  type ProviderCallPolicy,
  providerCallPolicy,
} from '../provider/provider-call-policy.ts';
import { VISITOR_PAGE_SHARED_SECONDS } from '../server-pages/page-cache-headers.ts';
import { SERVER_RENDER_BUDGET_MS, SERVER_RENDER_WORKERS } from '../server-pages/server-pages.ts';

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
  /** LOG_LEVEL: one of pino's levels (server-kit's LOG_LEVELS). */
  logLevel: string;
  /** PORTAL_CONFIG_STORE: where /config.json's overrides come from (runtime-config.ts, shared-runtime-config.ts). */
  configStore?: 'file' | 'redis';
  /**
   * PORTAL_RUN_ID: the id of the run that started this process, echoed by GET /health, so a runner
   * never takes another process answering on the same port for its own (scripts/lib/processes.ts).
   */
  runId?: string | undefined;
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
   * http/abuse-guard.ts); `false` keeps only the per-account ones — for a test portal whose every
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
   * EARLY_HINTS=true: page responses start with a 103 Early Hints carrying the page remote's
   * preconnects and preloads. Off by default: browsers act on a 103 only over HTTP/2 and later,
   * which the BFF does not speak, and a proxy in front that does not know 1xx answers (nginx before
   * 1.29, such as Debian's 1.22) takes the 103 for the whole response and the page arrives as its
   * body. Turn it on behind a front that forwards 103 to browsers (nginx ≥ 1.29 `early_hints`, a CDN).
   */
  earlyHints?: boolean;
  /**
   * REMOTE_PRELOADS=false: index.html preloads nothing of the page's remote. On by default; off only
   * where the BFF serves a build that loads no remote for its pages (the bench's monolith).
   */
  remotePreloads?: boolean;
  /**
   * SERVER_RENDER=false: every page is drawn by the browser alone (its skeleton in the HTML). On by default:
   * the pages the shell's server build renders (a signed-out /login) arrive as HTML that works
   * before the scripts (docs/architecture.md, "Server-rendered pages").
   */
  serverRender?: boolean;
  /** SERVER_RENDER_WORKERS: renderer workers for the remotes' pages, each one page at a time (0: none). */
  serverRenderWorkers?: number;
  /** SERVER_RENDER_BUDGET_MS: how long a remote's page may take to its first HTML before the browser draws it. */
  serverRenderBudgetMs?: number;
  /** VISITOR_PAGE_SHARED_SECONDS: how long a CDN may keep a page every visitor without cookies gets (0: none). */
  visitorPageSharedSeconds?: number;
  /** Where logs go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
}

type Env = Record<string, string | undefined>;

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

const ms = (min: number) => durationMs({ min });
const timing = DEFAULT_PROVIDER_CALL_TIMING;

/**
 * Every variable the BFF reads, typed, with its default and why it exists: read once at start
 * (`bffSettingsFromEnv`); the README's settings table and .env.example are made from it
 * (scripts/config-docs.ts). Booleans are `true`/`false` only.
 */
export const BFF_SETTINGS = {
  SHELL_HOST: setting(text(), { doc: 'The address the BFF listens on.', default: 'localhost' }),
  SHELL_PORT: SHARED_SETTINGS.SHELL_PORT,
  PUBLIC_ORIGIN: SHARED_SETTINGS.PUBLIC_ORIGIN,
  PROVIDER_URL: setting(httpUrl(), {
    doc: 'A real loyalty provider instead of the bundled one (with OAUTH_CLIENT_ID/OAUTH_CLIENT_SECRET).',
    unset: 'http://127.0.0.1:$LOYALTY_API_PORT',
  }),
  LOYALTY_API_PORT: SHARED_SETTINGS.LOYALTY_API_PORT,
  OAUTH_CLIENT_ID: SHARED_SETTINGS.OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET: SHARED_SETTINGS.OAUTH_CLIENT_SECRET,
  BFF_SECRET: setting(text({ minLength: 32 }), {
    doc: 'Secret for the guest account value (AES-GCM) and signed pop-up cookies, at least 32 characters; never sent to browsers (npm start generates one).',
    required: true,
    secret: true,
  }),
  NODE_ENV: setting(text(), {
    doc: '`production` turns secure cookies and HSTS on by default.',
    unset: 'not production',
  }),
  COOKIE_SECURE: setting(boolean(), {
    doc: 'Secure cookies and HSTS.',
    unset: 'true in production (NODE_ENV=production) or behind an https PUBLIC_ORIGIN, else false',
  }),
  SESSION_MAX_AGE_SECONDS: setting(durationSeconds({ min: 1 }), {
    doc: "Lifetime of the session cookies (the refresh token's lifetime at the provider).",
    default: String(30 * 24 * 3600),
  }),
  SERVE_SHELL: setting(boolean(), {
    doc: "Serve the built shell; false in `npm run dev`, where Rsbuild's dev server serves it.",
    default: 'true',
  }),
  SHELL_STATIC_DIR: setting(text(), {
    doc: 'Another build of the shell to serve (the bench serves its no-federation baseline this way).',
    unset: 'shell/dist',
  }),
  LOG_LEVEL: SHARED_SETTINGS.LOG_LEVEL,
  PORTAL_CONFIG_STORE: setting(oneOf(['file', 'redis'] as const), {
    doc: "Where /config.json's overrides come from: `file` (the environment and PORTAL_CONFIG_FILE of this host) or `redis` (one config for the fleet, `npm run config`; needs REDIS_URL).",
    default: 'file',
  }),
  PORTAL_RUN_ID: SHARED_SETTINGS.PORTAL_RUN_ID,
  REDIS_URL: setting(text(), {
    doc: "The fleet's shared store (limits, lockouts, refresh coalescing); unset keeps every counter and lock in this process (one instance).",
    unset: "this process's memory",
  }),
  TRUSTED_PROXIES: setting(
    parsing((raw) => ({ value: trustedProxiesFrom(raw) })),
    {
      doc: "The proxies whose X-Forwarded-For is believed, handed to Fastify's trustProxy: addresses or CIDRs, comma-separated, or a hop count. None trusted by default, so the client address is the connection's and a client-written X-Forwarded-For changes nothing.",
      unset: 'none',
    },
  ),
  RATE_LIMIT_PER_MINUTE: setting(wholeNumberOrOff({ min: 0 }), {
    doc: 'The blanket ceiling per client address and minute on /bff/* and /api/*; `0` or `off` turns it off (a number-or-off limit, not a boolean).',
    default: '600',
  }),
  ACTION_LIMITS_PER_ADDRESS: setting(boolean(), {
    doc: 'The per-address hourly limits on the guarded actions (registering, password resets, verification e-mails, contact messages, card links, promo codes: http/abuse-guard.ts); `false` keeps only the per-account ones, for a test portal whose every visitor is 127.0.0.1.',
    default: 'true',
  }),
  IPV6_PREFIX_LENGTH: setting(wholeNumber({ min: 1, max: 128, unit: 'bits' }), {
    doc: 'Every per-address limit (guarded actions, the per-minute ceiling, the login defence) counts an IPv6 client by its network of this many bits (a /64 is one client), IPv4 per address (http/address-key.ts).',
    default: String(DEFAULT_IPV6_PREFIX_LENGTH),
  }),
  TELEMETRY_PER_MINUTE: setting(wholeNumber({ min: 1 }), {
    doc: 'Telemetry beacons and CSP reports accepted per client address and minute.',
    default: '30',
  }),
  METRICS_PORT: setting(port(), {
    doc: 'Prometheus GET /metrics on a listener of its own, never the public port; unset: no metrics listener.',
    unset: 'no metrics listener',
  }),
  METRICS_HOST: setting(text(), { doc: "The metrics listener's address.", default: '127.0.0.1' }),
  CANARY_MIN_VISITORS: setting(wholeNumber({ min: 1 }), {
    doc: "Distinct visitors with a load of a canary's candidate before the automatic abort judges it (canary/abort-rule.ts).",
    default: '50',
  }),
  CANARY_ERROR_FLOOR_PER_1000: setting(wholeNumber({ min: 0 }), {
    doc: "Errored visitors per 1,000 a candidate may have above twice the current version's before the canary is aborted.",
    default: '20',
  }),
  CANARY_VISITORS_PER_ADDRESS: setting(wholeNumber({ min: 1 }), {
    doc: "Distinct visitors one client address may bring to a remote's canary per hour.",
    default: '2',
  }),
  CANARY_TOLERATED_ADDRESSES: setting(wholeNumber({ min: 0 }), {
    doc: 'Addresses an attacker may hold without steering a canary (docs/deploy.md).',
    default: '10',
  }),
  DEPLOY_SECRET: setting(text({ minLength: 32 }), {
    doc: 'At least 32 characters; checks preview links (npm run preview-link). Unset: previews are refused (npm start generates one).',
    unset: 'previews refused',
    secret: true,
  }),
  EARLY_HINTS: setting(boolean(), {
    doc: "Page responses start with a 103 Early Hints carrying the page remote's preconnects and preloads. Off by default: browsers act on a 103 only over HTTP/2 and later, which the BFF does not speak, and a proxy in front that does not know 1xx answers (nginx before 1.29) takes the 103 for the whole response. Turn it on behind a front that forwards 103 to browsers (nginx ≥ 1.29 `early_hints`, a CDN).",
    default: 'false',
  }),
  REMOTE_PRELOADS: setting(boolean(), {
    doc: "index.html preloads the page remote's scripts; false only where the BFF serves a build that loads no remote for its pages (the bench's monolith).",
    default: 'true',
  }),
  SERVER_RENDER: setting(boolean(), {
    doc: "Pages arrive as HTML that works before the scripts: a signed-out /login from the shell's server build, and the remotes' pages from their server builds in renderer workers; false: every page is drawn by the browser alone, from its skeleton. (Not `SSR`: Vite and Vitest set that variable for their own use.)",
    default: 'true',
  }),
  SERVER_RENDER_WORKERS: setting(wholeNumber({ min: 0 }), {
    doc: "Renderer workers for the remotes' pages (worker threads without the BFF's environment, one page at a time each); 0: the remotes' pages are drawn by the browser.",
    default: String(SERVER_RENDER_WORKERS),
  }),
  SERVER_RENDER_BUDGET_MS: setting(ms(1), {
    doc: "How long a remote's page may take to its first HTML (queued, loaded and rendered) before the browser draws it instead.",
    default: String(SERVER_RENDER_BUDGET_MS),
  }),
  VISITOR_PAGE_SHARED_SECONDS: setting(wholeNumber({ min: 0 }), {
    doc: "How long a shared cache (a CDN) may keep a page that every visitor without cookies gets (`s-maxage`, with `Vary: Cookie` and a `Surrogate-Key` naming the version it was drawn with); a member's page is never kept. 0: visitors' pages are private too.",
    default: String(VISITOR_PAGE_SHARED_SECONDS),
  }),
  PROVIDER_TIMEOUT_MS: setting(ms(1), {
    doc: "The BFF's timeout for provider writes, and the ceiling of the read and token timeouts: giving up on a write does not undo it at the provider.",
    default: '8000',
  }),
  PROVIDER_READ_TIMEOUT_MS: setting(ms(1), {
    doc: 'Provider reads (GET, HEAD): a member is waiting for a page.',
    default: String(timing.readTimeoutMs),
  }),
  PROVIDER_TOKEN_TIMEOUT_MS: setting(ms(1), {
    doc: '/oauth/token and /oauth/revoke: a sign-in is one password hash at the provider.',
    default: String(timing.tokenTimeoutMs),
  }),
  PROVIDER_BREAKER_FAILURES: setting(wholeNumber({ min: 1 }), {
    doc: "Timeouts or connection failures within the window that open a route group's circuit breaker (a provider failing under load).",
    default: String(timing.breaker.failureThreshold),
  }),
  PROVIDER_BREAKER_WINDOW_MS: setting(ms(1), {
    doc: 'That window.',
    default: String(timing.breaker.windowMs),
  }),
  PROVIDER_BREAKER_CONSECUTIVE_FAILURES: setting(wholeNumber({ min: 1 }), {
    doc: "Or this many in a row with no answer between, however slowly: one member's reads at the read timeout reach it, where the window cannot be (docs/operations.md).",
    default: String(timing.breaker.consecutiveFailures),
  }),
  PROVIDER_BREAKER_COOLDOWN_MS: setting(ms(1), {
    doc: 'How long an open breaker answers 503 before one probe call is let through (docs/security.md).',
    default: String(timing.breaker.coolDownMs),
  }),
  LOGIN_CONCURRENCY: setting(wholeNumber({ min: 1 }), {
    doc: "Password checks sent to the provider at once (about its CPU cores; docs/security.md, 'Login defence').",
    default: String(DEFAULT_LOGIN_SETTINGS.concurrency),
  }),
  LOGIN_QUEUE: setting(wholeNumber({ min: 1 }), {
    doc: 'Logins that may wait for one of those slots.',
    default: String(DEFAULT_LOGIN_SETTINGS.queueSize),
  }),
  LOGIN_PER_ADDRESS_SHARE: setting(wholeNumber({ min: 1 }), {
    doc: 'Places (running or waiting) one client address may hold in the login queue.',
    default: String(DEFAULT_LOGIN_SETTINGS.perAddressShare),
  }),
  LOGIN_MAX_WAIT_MS: setting(ms(1), {
    doc: 'Longest wait in the login queue before a fast 503.',
    default: String(DEFAULT_LOGIN_SETTINGS.maxWaitMs),
  }),
  LOGIN_ATTEMPTS_PER_MINUTE: setting(wholeNumber({ min: 1 }), {
    doc: 'Logins per minute, all accounts, before new browsers must solve a challenge.',
    default: String(DEFAULT_LOGIN_SETTINGS.attemptsPerMinute),
  }),
};

/**
 * Reads the BFF's settings once, at start. Throws a SettingsError naming every bad variable
 * (main.ts prints it and exits); `defaultStaticDir` is the built shell unless SHELL_STATIC_DIR.
 */
export function bffSettingsFromEnv(env: Env, defaultStaticDir: string): BffSettings {
  const values = readSettings(BFF_SETTINGS, env);
  const publicOrigin = values.PUBLIC_ORIGIN ?? `http://localhost:${values.SHELL_PORT}`;
  const production = values.NODE_ENV === 'production';
  return {
    host: values.SHELL_HOST,
    port: values.SHELL_PORT,
    publicOrigin,
    providerUrl: values.PROVIDER_URL ?? `http://127.0.0.1:${values.LOYALTY_API_PORT}`,
    clientId: values.OAUTH_CLIENT_ID,
    clientSecret: values.OAUTH_CLIENT_SECRET,
    providerTimeoutMs: values.PROVIDER_TIMEOUT_MS,
    providerPolicy: providerCallPolicy(values.PROVIDER_TIMEOUT_MS, {
      readTimeoutMs: values.PROVIDER_READ_TIMEOUT_MS,
      tokenTimeoutMs: values.PROVIDER_TOKEN_TIMEOUT_MS,
      breaker: {
        failureThreshold: values.PROVIDER_BREAKER_FAILURES,
        windowMs: values.PROVIDER_BREAKER_WINDOW_MS,
        consecutiveFailures: values.PROVIDER_BREAKER_CONSECUTIVE_FAILURES,
        coolDownMs: values.PROVIDER_BREAKER_COOLDOWN_MS,
      },
    }),
    secureCookies: values.COOKIE_SECURE ?? (production || publicOrigin.startsWith('https:')),
    production,
    secret: values.BFF_SECRET,
    sessionMaxAgeSeconds: values.SESSION_MAX_AGE_SECONDS,
    staticDir: values.SHELL_STATIC_DIR ?? defaultStaticDir,
    serveShell: values.SERVE_SHELL,
    logLevel: values.LOG_LEVEL,
    configStore: values.PORTAL_CONFIG_STORE,
    runId: values.PORTAL_RUN_ID,
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUSTED_PROXIES ?? false,
    requestsPerMinute: values.RATE_LIMIT_PER_MINUTE,
    actionLimitsPerAddress: values.ACTION_LIMITS_PER_ADDRESS,
    ipv6PrefixLength: values.IPV6_PREFIX_LENGTH,
    login: {
      concurrency: values.LOGIN_CONCURRENCY,
      queueSize: values.LOGIN_QUEUE,
      perAddressShare: values.LOGIN_PER_ADDRESS_SHARE,
      maxWaitMs: values.LOGIN_MAX_WAIT_MS,
      attemptsPerMinute: values.LOGIN_ATTEMPTS_PER_MINUTE,
    },
    earlyHints: values.EARLY_HINTS,
    remotePreloads: values.REMOTE_PRELOADS,
    serverRender: values.SERVER_RENDER,
    serverRenderWorkers: values.SERVER_RENDER_WORKERS,
    serverRenderBudgetMs: values.SERVER_RENDER_BUDGET_MS,
    visitorPageSharedSeconds: values.VISITOR_PAGE_SHARED_SECONDS,
    telemetryPerMinute: values.TELEMETRY_PER_MINUTE,
    deploySecret: values.DEPLOY_SECRET,
    canaryAbort: {
      minVisitors: values.CANARY_MIN_VISITORS,
      floorPer1000: values.CANARY_ERROR_FLOOR_PER_1000,
      visitorsPerAddress: values.CANARY_VISITORS_PER_ADDRESS,
      toleratedAddresses: values.CANARY_TOLERATED_ADDRESSES,
    },
    metrics: values.METRICS_PORT ? { host: values.METRICS_HOST, port: values.METRICS_PORT } : undefined,
  };
}
