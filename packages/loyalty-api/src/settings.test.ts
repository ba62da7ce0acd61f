import { settingsProblems } from '@portal/server-kit/testing/settings-problems';
import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './settings.ts';

const SECRET = { OAUTH_CLIENT_SECRET: 's'.repeat(16) };

/** The settings for `env`, and the deprecation warnings said while reading them. */
function read(env: Record<string, string>) {
  const warnings: string[] = [];
  const settings = settingsFromEnv({ ...SECRET, ...env }, (line) => warnings.push(line));
  return { settings, warnings };
}

/** The lines start-up stops with for `env`. */
const problems = settingsProblems(read);

describe('the provider settings', () => {
  it('keep every default of before when nothing is set', () => {
    expect(read({}).settings).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      dataDir: 'memory://',
      databaseUrl: undefined,
      databasePoolSize: 10,
      clientId: 'portal-bff',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      portalOrigin: 'http://localhost:3000',
      customerCareEmail: 'customercare@islandrewards.jm',
      logLevel: 'info',
      seed: true,
      devMailbox: false,
      mailFrom: 'Island Rewards <no-reply@islandrewards.jm>',
      mailLimits: { perKindPerHour: 5, totalPerHour: 10 },
      captchaDifficulty: { cost: 1_000, counterMin: 1_500, counterMax: 4_500 },
      walletApple: undefined,
      walletGoogle: undefined,
    });
  });

  it("read the origin under the BFF's name, PUBLIC_ORIGIN, and the old PORTAL_ORIGIN with a warning", () => {
    expect(read({ PUBLIC_ORIGIN: 'https://portal.example.com/' })).toEqual({
      settings: expect.objectContaining({ portalOrigin: 'https://portal.example.com' }),
      warnings: [],
    });
    const old = read({ PORTAL_ORIGIN: 'https://old.example.com' });
    expect(old.settings.portalOrigin).toBe('https://old.example.com');
    expect(old.warnings).toEqual([
      'PORTAL_ORIGIN is deprecated: set PUBLIC_ORIGIN instead (the BFF reads the same name); it is read this release only.',
    ]);
    const both = read({ PORTAL_ORIGIN: 'https://old.example.com', PUBLIC_ORIGIN: 'https://new.example.com' });
    expect(both.settings.portalOrigin).toBe('https://new.example.com');
    expect(both.warnings).toEqual(['PORTAL_ORIGIN is deprecated and ignored: PUBLIC_ORIGIN is set.']);
    expect(read({ SHELL_PORT: '5300' }).settings.portalOrigin).toBe('http://localhost:5300');
  });

  it("read the captcha's work, the counter's floor a third of its ceiling", () => {
    expect(read({ CAPTCHA_COST: '2000', CAPTCHA_COUNTER_MAX: '6000' }).settings.captchaDifficulty).toEqual({
      cost: 2_000,
      counterMin: 2_000,
      counterMax: 6_000,
    });
    expect(problems({ CAPTCHA_COST: '0', CAPTCHA_COUNTER_MAX: '2' })).toEqual([
      'CAPTCHA_COST must be a whole number of at least 1, got "0"',
      'CAPTCHA_COUNTER_MAX must be a whole number of at least 3, got "2"',
    ]);
  });

  it('read booleans as true/false only', () => {
    expect(read({ DEV_MAILBOX: 'true', LOYALTY_SEED: 'false' }).settings).toMatchObject({
      devMailbox: true,
      seed: false,
    });
    expect(problems({ DEV_MAILBOX: 'on', LOYALTY_SEED: 'off' })).toEqual([
      'LOYALTY_SEED must be true or false, got "off"',
      'DEV_MAILBOX must be true or false, got "on"',
    ]);
  });

  it('refuse each bad value with one line naming the variable', () => {
    expect(
      problems({
        LOYALTY_API_PORT: '-1',
        PUBLIC_ORIGIN: 'http://localhost:3000/login',
        DATABASE_POOL_SIZE: '0',
        ACCESS_TOKEN_TTL_SECONDS: '15m',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'LOYALTY_API_PORT must be a port number from 1 to 65535, got "-1"',
      'PUBLIC_ORIGIN must be an origin such as https://portal.example.com (scheme, host and port only), got "http://localhost:3000/login"',
      'DATABASE_POOL_SIZE must be a whole number of at least 1, got "0"',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds of at least 1, got "15m" (for 15m write 900)',
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "loud"',
    ]);
    expect(() => settingsFromEnv({}, () => {})).toThrow(/^OAUTH_CLIENT_SECRET must be set$/);
  });

  it('stop at half a wallet identity, naming what is missing', () => {
    expect(problems({ WALLET_GOOGLE_ISSUER_ID: '3388' })).toEqual([
      'WALLET_GOOGLE_SERVICE_ACCOUNT must be set too: set all of WALLET_GOOGLE_SERVICE_ACCOUNT, WALLET_GOOGLE_ISSUER_ID or none',
    ]);
  });
});
