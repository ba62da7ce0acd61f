import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildProvider, type ProviderOptions } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { ProviderSettings } from '../settings.ts';
import { TEST_CAPTCHA_DIFFICULTY } from './test-captcha-difficulty.ts';

export const TEST_CLIENT = { id: 'portal-bff', secret: 'test-client-secret-0123456789' };

/** The operator clients' secrets of a test provider (docs/decisions/0044-offers.md). */
export const TEST_OPERATOR_SECRETS = {
  marketing: 'test-marketing-secret-0123456789',
  till: 'test-till-secret-0123456789',
};

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), each provider gets a database of its own, dropped
 * on close; otherwise an in-memory PGlite.
 */
export async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop while they are still
      // open would kill them and surface as an unhandled error in the test that just finished.
      for (let i = 0; i < 40; i++) {
        const open = await client.query<{ count: string }>(
          'select count(*) as count from pg_stat_activity where datname = $1',
          [name],
        );
        if (Number(open.rows[0]?.count ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // An autovacuum worker may be in the new database (after the migrations); FORCE cannot end
      // it for a role that is not a superuser (PostgreSQL answers 42501, "must be a member of the
      // role whose process is being terminated"), and it ends on its own within moments.
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** The settings of a test provider (in-memory PGlite unless `databaseUrl` says otherwise). */
export function testSettings(overrides: Partial<ProviderSettings> = {}): ProviderSettings {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: undefined,
    databasePoolSize: 10,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    operatorSecrets: TEST_OPERATOR_SECRETS,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    portalOrigin: 'http://localhost:3000',
    customerCareEmail: 'customercare@islandrewards.jm',
    logLevel: 'silent',
    seed: true,
    devMailbox: true,
    smtpUrl: undefined,
    mailFrom: 'Island Rewards <no-reply@islandrewards.jm>',
    captchaDifficulty: TEST_CAPTCHA_DIFFICULTY,
    walletApple: undefined,
    walletGoogle: undefined,
    ...overrides,
  };
}

/** A real provider on a fresh database and an ephemeral port, for integration tests. */
export async function startTestProvider(overrides: Partial<ProviderSettings> = {}, options: ProviderOptions = {}) {
  const server = process.env.TEST_DATABASE_URL ? await throwawayDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const settings = testSettings({ databaseUrl: server?.url, ...overrides });
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const { app, ctx, readiness, metrics } = await buildProvider(db, settings, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    ctx,
    db,
    readiness,
    /** What its GET /metrics serves. */
    metrics,
    settings,
    basicAuth: `Basic ${Buffer.from(`${TEST_CLIENT.id}:${TEST_CLIENT.secret}`).toString('base64')}`,
    async close() {
      await app.close();
      await db.close();
      await server?.drop();
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;
