import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProvider } from '../app.ts';
import { testSettings, throwawayDatabase } from '../testing/test-provider.ts';
import { type Database, openDatabase } from './database.ts';
import { ChangedMigrationError, migrate } from './migrate.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../../migrations');
const serverUrl = process.env.TEST_DATABASE_URL;
const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

const migrationFiles = async (): Promise<string[]> =>
  (await readdir(MIGRATIONS)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();

async function emptyServerDatabase(): Promise<string> {
  const database = await throwawayDatabase(serverUrl as string);
  opened.push(() => database.drop());
  return database.url;
}

async function open(databaseUrl: string | undefined, extra: Partial<Parameters<typeof openDatabase>[0]> = {}) {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://', ...extra });
  opened.push(() => db.close());
  return db;
}

describe('migrations: a changed file', () => {
  it('refuses to start when an applied migration no longer matches its file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    opened.push(() => rm(dir, { recursive: true, force: true }));
    await cp(MIGRATIONS, dir, { recursive: true });
    const db = await open(serverUrl ? await emptyServerDatabase() : undefined);
    expect(await migrate(db, dir)).toEqual(await migrationFiles());

    // Unchanged: nothing to do, and no complaint.
    expect(await migrate(db, dir)).toEqual([]);
    const [, second] = await migrationFiles();
    await writeFile(path.join(dir, second as string), '\n-- edited after it was applied\n', { flag: 'a' });
    const refused = migrate(db, dir);
    await expect(refused).rejects.toBeInstanceOf(ChangedMigrationError);
    await expect(refused).rejects.toThrow(`Migration ${second} was changed after it was applied`);
    // Every migration twice on PGlite: 25 s on the shared two cores at load 12, like its neighbour below.
  }, 60_000);

  it('records the checksum of migrations applied before checksums existed, then holds them to it', async () => {
    const db = await open(undefined);
    await migrate(db);
    await db.query('update schema_migrations set checksum = null');
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ checksum: string | null }>('select checksum from schema_migrations');
    expect(rows.every((row) => typeof row.checksum === 'string' && row.checksum.length === 64)).toBe(true);
  }, 60_000);
});

describe.skipIf(!serverUrl)('on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  it('two migrate() calls on two pools, started together on an empty database, apply each migration once', async () => {
    const url = await emptyServerDatabase();
    const [first, second] = [await open(url), await open(url)];
    const [ranFirst, ranSecond] = await Promise.all([migrate(first as Database), migrate(second as Database)]);
    const files = await migrationFiles();
    expect([...ranFirst, ...ranSecond].sort()).toEqual(files);
    const { rows } = await first.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  it('two providers started together on an empty database both start, and seed it once', async () => {
    const url = await emptyServerDatabase();
    const settings = testSettings({ databaseUrl: url, databasePoolSize: 4 });
    const [first, second] = [await open(url), await open(url)];
    const providers = await Promise.all([buildProvider(first, settings), buildProvider(second, settings)]);
    for (const { app } of providers) opened.push(() => app.close());
    const members = await first.query<{ count: string }>('select count(*) as count from members');
    expect(Number(members.rows[0]?.count)).toBeGreaterThan(0);
  }, 60_000);

  it('a pooled connection dropped by the server is reported, and the process and the pool carry on', async () => {
    const url = await emptyServerDatabase();
    const reported: Error[] = [];
    const db = await open(url, { onConnectionError: (error) => reported.push(error) });
    await db.query('select 1'); // leaves one idle connection in the pool
    const admin = await open(serverUrl);
    const name = new URL(url).pathname.slice(1);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await expect.poll(() => reported.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a transaction whose connection dies (rollback failing too) does not hand that connection on', async () => {
    const url = await emptyServerDatabase();
    const db = await open(url, { poolSize: 1, onConnectionError: () => {} });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('select pg_terminate_backend(pg_backend_pid())');
      }),
    ).rejects.toThrow();
    // With one connection in the pool, this only answers on a new, working connection.
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
