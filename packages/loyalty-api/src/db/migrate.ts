import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../migrations');

/**
 * The advisory lock every provider instance takes around migrating ("loyalty-api migrations" as
 * a 32-bit number; any fixed key works, it only has to be the same in every instance).
 */
const MIGRATION_LOCK_KEY = 0x10a1_7e5;

/** Thrown when a migration applied to this database no longer matches its file. */
export class ChangedMigrationError extends Error {
  constructor(file: string, recorded: string, current: string) {
    super(
      `Migration ${file} was changed after it was applied to this database ` +
        `(applied with checksum ${recorded.slice(0, 12)}…, the file is now ${current.slice(0, 12)}…). ` +
        'An applied migration must never change: restore the file and put the change in a new migration.',
    );
    this.name = 'ChangedMigrationError';
  }
}

const checksumOf = (sql: string): string => createHash('sha256').update(sql).digest('hex');

/**
 * Applies every `migrations/NNN_name.sql` not yet applied, each in its own transaction, in order,
 * holding an advisory lock so that instances starting together on one database apply each
 * migration once (the others wait, then find nothing left to do). Each applied migration's
 * SHA-256 is recorded; one whose file has changed since stops the start with ChangedMigrationError.
 * `dir` is for tests.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    await db.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
    alter table schema_migrations add column if not exists checksum text;`);
    const applied = new Map(
      (
        await db.query<{ name: string; checksum: string | null }>('select name, checksum from schema_migrations')
      ).rows.map((row) => [row.name, row.checksum]),
    );
    const files = (await readdir(dir)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();
    const ran: string[] = [];
    for (const file of files) {
      const sql = await readFile(path.join(dir, file), 'utf8');
      const checksum = checksumOf(sql);
      if (applied.has(file)) {
        const recorded = applied.get(file);
        if (recorded === null || recorded === undefined) {
          // Applied before checksums were recorded: the file as it is now becomes the reference.
          await db.query('update schema_migrations set checksum = $2 where name = $1', [file, checksum]);
        } else if (recorded !== checksum) {
          throw new ChangedMigrationError(file, recorded, checksum);
        }
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [file, checksum]);
      });
      ran.push(file);
    }
    return ran;
  });
}
