import type { AddressInfo } from 'node:net';
import { buildProvider } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { ProviderSettings } from '../settings.ts';

export const TEST_CLIENT = { id: 'portal-bff', secret: 'test-client-secret-0123456789' };

/** A real provider on an in-memory database and an ephemeral port, for integration tests. */
export async function startTestProvider(overrides: Partial<ProviderSettings> = {}) {
  const settings: ProviderSettings = {
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    portalOrigin: 'http://localhost:3000',
    logLevel: 'silent',
    seed: true,
    ...overrides,
  };
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const { app, ctx } = await buildProvider(db, settings);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    ctx,
    db,
    settings,
    basicAuth: `Basic ${Buffer.from(`${TEST_CLIENT.id}:${TEST_CLIENT.secret}`).toString('base64')}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;
