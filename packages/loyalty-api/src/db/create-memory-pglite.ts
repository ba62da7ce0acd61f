import { mkdirSync, openAsBlob, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * Where the image of a newly initialised cluster is kept: the package's own
 * `node_modules/.cache`, as build tools keep theirs (never committed, never shared with another
 * user as a world-writable temporary folder would be).
 */
const DEFAULT_IMAGE_DIR = path.join(import.meta.dirname, '../../node_modules/.cache/pglite');

/** PGlite's version: a cluster made by one version is not loaded by another. */
function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The image's file for this PGlite version in `imageDir`. */
export function emptyClusterImagePath(imageDir: string = DEFAULT_IMAGE_DIR): string {
  return path.join(imageDir, `empty-cluster-${pgliteVersion()}.tar`);
}

/** The image in `file`, or undefined when there is none to read (openAsBlob throws, not rejects). */
async function readImage(file: string): Promise<Blob | undefined> {
  try {
    return await openAsBlob(file);
  } catch {
    return undefined;
  }
}

/**
 * An in-memory PGlite database (`LOYALTY_DATA_DIR=memory://`: the tests, the e2e portal and its
 * extra providers, the benches).
 *
 * Why an image: creating one runs PostgreSQL's `initdb` inside WebAssembly, 2.0–3.6 s of CPU on this
 * 2-core machine, while migrating and seeding the demo data take 0.7 s (28 Nov). The first database
 * made on a machine is dumped right after `initdb` — before any migration, so the image holds
 * nothing of ours and never goes stale — and every later one starts from that image (0.4–0.7 s).
 * The image is only a faster start: a missing, unreadable or unloadable one means `initdb` as
 * before (and a new image), and a folder that cannot be written only loses the speed.
 */
export async function createMemoryPglite(imageDir: string = DEFAULT_IMAGE_DIR): Promise<PGlite> {
  const file = emptyClusterImagePath(imageDir);
  const image = await readImage(file);
  if (image) {
    try {
      return await PGlite.create({ loadDataDir: image });
    } catch {
      // Not a cluster this version can load (cut short by a full disk, say): made afresh below.
    }
  }
  const db = await PGlite.create();
  // Written aside and renamed: a process starting at the same moment reads a whole image or none.
  const partial = `${file}.${process.pid}.partial`;
  try {
    const dump = await db.dumpDataDir('none');
    mkdirSync(imageDir, { recursive: true });
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Not even a folder there: nothing was written.
    }
  }
  return db;
}
