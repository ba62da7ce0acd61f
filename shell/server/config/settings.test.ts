import { settingsProblems } from '@portal/server-kit/testing/settings-problems';
import { describe, expect, it } from 'vitest';
import { buildTestBff } from '../testing/test-bff.ts';
import { bffSettingsFromEnv } from './settings.ts';

const SECRETS = { OAUTH_CLIENT_SECRET: 'c'.repeat(16), BFF_SECRET: 'b'.repeat(32) };
const read = (env: Record<string, string>) => bffSettingsFromEnv({ ...SECRETS, ...env }, '/srv/shell');

/** The lines start-up stops with for `env`. */
const problems = settingsProblems(read);

describe('the BFF settings', () => {
  it('keep every default of before when nothing is set', () => {
    expect(read({})).toMatchObject({
      host: 'localhost',
      port: 3000,
      publicOrigin: 'http://localhost:3000',
      providerUrl: 'http://127.0.0.1:4000',
      providerTimeoutMs: 8000,
      providerPolicy: {
        readTimeoutMs: 3000,
        tokenTimeoutMs: 5000,
        writeTimeoutMs: 8000,
        breaker: { failureThreshold: 5, windowMs: 10_000, consecutiveFailures: 3, coolDownMs: 5000 },
      },
      secureCookies: false,
      sessionMaxAgeSeconds: 30 * 24 * 3600,
      staticDir: '/srv/shell',
      serveShell: true,
      logLevel: 'info',
      configStore: 'file',
      runId: undefined,
      trustProxy: false,
      requestsPerMinute: 600,
      actionLimitsPerAddress: true,
      ipv6PrefixLength: 64,
      login: { concurrency: 4, queueSize: 16, perAddressShare: 4, maxWaitMs: 4000, attemptsPerMinute: 300 },
      earlyHints: false,
      remotePreloads: true,
      telemetryPerMinute: 30,
      metrics: undefined,
      canaryAbort: { minVisitors: 50, floorPer1000: 20, visitorsPerAddress: 2, toleratedAddresses: 10 },
    });
  });

  it('read good values with their types', () => {
    expect(
      read({
        SHELL_PORT: '5300',
        PUBLIC_ORIGIN: 'https://portal.example.com/',
        PROVIDER_TIMEOUT_MS: '2000',
        COOKIE_SECURE: 'false',
        SERVE_SHELL: 'false',
        ACTION_LIMITS_PER_ADDRESS: 'false',
        EARLY_HINTS: 'true',
        RATE_LIMIT_PER_MINUTE: 'off',
        TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
        METRICS_PORT: '9464',
        LOG_LEVEL: 'debug',
        PORTAL_RUN_ID: 'run-1',
      }),
    ).toMatchObject({
      port: 5300,
      publicOrigin: 'https://portal.example.com',
      // The read and token timeouts are capped by the write timeout, as before.
      providerPolicy: { readTimeoutMs: 2000, tokenTimeoutMs: 2000, writeTimeoutMs: 2000 },
      secureCookies: false,
      serveShell: false,
      actionLimitsPerAddress: false,
      earlyHints: true,
      requestsPerMinute: 0,
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      metrics: { host: '127.0.0.1', port: 9464 },
      logLevel: 'debug',
      runId: 'run-1',
    });
    expect(read({ PUBLIC_ORIGIN: 'https://portal.example.com' }).secureCookies).toBe(true);
    expect(read({ NODE_ENV: 'production' }).secureCookies).toBe(true);
  });

  it('refuse each bad value with one line naming the variable, never NaN', () => {
    expect(
      problems({
        PROVIDER_TIMEOUT_MS: '8s',
        EARLY_HINTS: 'on',
        REMOTE_PRELOADS: 'off',
        SERVE_SHELL: 'enable',
        SHELL_PORT: '-3000',
        PUBLIC_ORIGIN: 'https://portal.example.com/rewards',
        LOG_LEVEL: 'verbose',
        SESSION_MAX_AGE_SECONDS: '30d',
        IPV6_PREFIX_LENGTH: '129',
        RATE_LIMIT_PER_MINUTE: 'none',
      }),
    ).toEqual([
      'SHELL_PORT must be a port number from 1 to 65535, got "-3000"',
      'PUBLIC_ORIGIN must be an origin such as https://portal.example.com (scheme, host and port only), got "https://portal.example.com/rewards"',
      'SESSION_MAX_AGE_SECONDS must be a whole number of seconds of at least 1, got "30d"',
      'SERVE_SHELL must be true or false, got "enable"',
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "verbose"',
      'RATE_LIMIT_PER_MINUTE must be a whole number of at least 0 or off, got "none"',
      'IPV6_PREFIX_LENGTH must be a whole number of bits from 1 to 128, got "129"',
      'EARLY_HINTS must be true or false, got "on"',
      'REMOTE_PRELOADS must be true or false, got "off"',
      'PROVIDER_TIMEOUT_MS must be a whole number of milliseconds of at least 1, got "8s" (for 8s write 8000)',
    ]);
  });

  it('name a missing or short secret without repeating it', () => {
    expect(() => bffSettingsFromEnv({}, '/srv/shell')).toThrow(
      'OAUTH_CLIENT_SECRET must be set\nBFF_SECRET must be set',
    );
    expect(problems({ BFF_SECRET: 'short-secret' })).toEqual(['BFF_SECRET must be at least 32 characters long']);
  });
});

describe('GET /health', () => {
  it("echoes the run's id, so a runner knows its own process from another on the port", async () => {
    const { app } = await buildTestBff('http://127.0.0.1:9', { runId: 'run-42' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    expect(health.json()).toEqual({ status: 'ok', runId: 'run-42' });
  });
});
