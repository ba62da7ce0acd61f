import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPglite, emptyClusterImagePath } from './create-memory-pglite.ts';

const folders: string[] = [];
const opened: PGlite[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function freshFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-image-'));
  folders.push(folder);
  return folder;
}

async function open(imageDir: string): Promise<PGlite> {
  const db = await createMemoryPglite(imageDir);
  opened.push(db);
  return db;
}

/** How each PGlite.create of the call was asked: from an image (`loadDataDir`) or with initdb. */
function watchCreates(): Array<'image' | 'initdb'> {
  const seen: Array<'image' | 'initdb'> = [];
  const create = PGlite.create.bind(PGlite);
  vi.spyOn(PGlite, 'create').mockImplementation(((...args: Parameters<typeof PGlite.create>) => {
    // PGlite.create calls itself once more with its options filled in: only our calls count.
    if (args.length === 0) seen.push('initdb');
    else if ((args[0] as { loadDataDir?: Blob } | undefined)?.loadDataDir) seen.push('image');
    return create(...args);
  }) as typeof PGlite.create);
  return seen;
}

// Each test runs PostgreSQL's initdb inside WebAssembly once, and the first also dumps and loads an
// image: 2–4 s of CPU alone, but 31 s for the first test in a CI run of 29 Nov whose machine ran
// the two server suites side by side on two busy cores. The bound is for a hang, not a speed check.
describe('createMemoryPglite', { timeout: 120_000 }, () => {
  it('makes the image with the first database and starts the next from it, holding nothing the first one wrote', async () => {
    const imageDir = freshFolder();
    const creates = watchCreates();
    const first = await open(imageDir);
    expect(existsSync(emptyClusterImagePath(imageDir))).toBe(true);
    await first.exec('create table kept (x int); insert into kept values (1)');

    const second = await open(imageDir);
    expect(creates).toEqual(['initdb', 'image']);
    // An empty cluster, as initdb leaves it: the first database's table is not in it.
    const tables = await second.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows).toEqual([]);
    await second.exec('create table t (x int); insert into t values (41), (1)');
    expect((await second.query<{ sum: number }>('select sum(x)::int as sum from t')).rows).toEqual([{ sum: 42 }]);
  });

  it('an image it cannot load is made again, and the database still starts', async () => {
    const imageDir = freshFolder();
    const file = emptyClusterImagePath(imageDir);
    writeFileSync(file, 'not a cluster');
    const creates = watchCreates();

    const db = await open(imageDir);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(creates).toEqual(['image', 'initdb']);
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    expect(readFileSync(file).subarray(0, 13).toString()).not.toBe('not a cluster');
  });

  it('a folder it cannot write only loses the speed', async () => {
    const blocked = path.join(freshFolder(), 'a-file');
    writeFileSync(blocked, '');
    const db = await open(path.join(blocked, 'images'));
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
