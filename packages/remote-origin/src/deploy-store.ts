import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_ID } from '@portal/contracts/version-id';
import { SERVER_BUILD_KEY } from '@portal/remote-loading/manifest/server-build-from-manifest';

/**
 * A remote's deploy folder:
 *   <root>/versions/<id>/…   one immutable folder per published build
 *   <root>/current           the id members get now (replaced by rename: atomic)
 *   <root>/history           ids in publish order, newest last (for rollback)
 */
export interface DeployStore {
  root: string;
  current(): Promise<string | null>;
  versions(): Promise<string[]>;
  /** Copies a build in as a new version (or reuses an identical one) and switches to it. */
  publish(distDir: string): Promise<string>;
  /** Copies a build in as a new version (or reuses an identical one) without switching: it is served under /v/<id>/ only. */
  stage(distDir: string): Promise<string>;
  /** Switches back to the version before the current one. */
  rollback(): Promise<string>;
  switchTo(id: string): Promise<void>;
}

/** A content hash of a build folder: the same build always gets the same id. */
async function hashFolder(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (current: string): Promise<void> => {
    const entries = (await readdir(current, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(await readFile(full));
      }
    }
  };
  await walk(dir);
  return hash.digest('hex').slice(0, 12);
}

/**
 * A build's server file must be the one its manifest pins (packages/config's server-build-plugin):
 * the BFF's renderer would refuse it anyway, so a mismatched build is refused here, before any
 * visitor is given it.
 */
async function checkServerBuild(distDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const pinned = manifest[SERVER_BUILD_KEY] as { file?: unknown; sha256?: unknown } | undefined;
  if (!pinned) return;
  const file = typeof pinned.file === 'string' ? path.join(distDir, pinned.file) : '';
  if (!file.startsWith(distDir + path.sep))
    throw new Error(`${distDir}: the manifest's server build is outside the build.`);
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) throw new Error(`${distDir}: the server build ${String(pinned.file)} its manifest names is missing.`);
  const digest = createHash('sha256').update(bytes).digest('base64');
  if (digest !== pinned.sha256) {
    throw new Error(
      `${distDir}: ${String(pinned.file)} is not the server build its manifest pins (rebuild the remote).`,
    );
  }
}

export function openDeployStore(root: string): DeployStore {
  const versionsDir = path.join(root, 'versions');
  const pointer = path.join(root, 'current');
  const historyFile = path.join(root, 'history');

  const readHistory = async (): Promise<string[]> => {
    try {
      return (await readFile(historyFile, 'utf8')).split('\n').filter((line) => VERSION_ID.test(line));
    } catch {
      return [];
    }
  };
  const writeAtomically = async (file: string, content: string): Promise<void> => {
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, content);
    await rename(temp, file);
  };

  const store: DeployStore = {
    root,
    async current() {
      try {
        const id = (await readFile(pointer, 'utf8')).trim();
        return VERSION_ID.test(id) ? id : null;
      } catch {
        return null;
      }
    },
    async versions() {
      try {
        return (await readdir(versionsDir)).filter((id) => VERSION_ID.test(id));
      } catch {
        return [];
      }
    },
    async publish(distDir) {
      const id = await store.stage(distDir);
      await store.switchTo(id);
      return id;
    },
    async stage(distDir) {
      // Only a complete remote build goes live: a missing or half-written dist/ must never replace one.
      for (const required of ['mf-manifest.json', 'remoteEntry.js']) {
        const present = await stat(path.join(distDir, required)).then(
          (s) => s.isFile(),
          () => false,
        );
        if (!present) throw new Error(`${distDir} is not a remote build: ${required} is missing (build it first).`);
      }
      await checkServerBuild(distDir);
      const id = await hashFolder(distDir);
      const target = path.join(versionsDir, id);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Copy beside, then rename into place: a half-copied version is never visible.
        const staging = path.join(versionsDir, `.${id}.${process.pid}.staging`);
        await mkdir(versionsDir, { recursive: true });
        await rm(staging, { recursive: true, force: true });
        await cp(distDir, staging, { recursive: true });
        await rename(staging, target);
      }
      return id;
    },
    async rollback() {
      const history = await readHistory();
      const current = await store.current();
      // The newest entry that is not the current version.
      const previous = [...history].reverse().find((id) => id !== current);
      if (!previous) throw new Error(`There is no earlier version of this remote to roll back to (in ${root}).`);
      await store.switchTo(previous);
      return previous;
    },
    async switchTo(id) {
      if (!VERSION_ID.test(id) || !(await store.versions()).includes(id)) {
        throw new Error(`Version ${id} is not published in ${root}.`);
      }
      await mkdir(root, { recursive: true });
      if ((await store.current()) === id) return;
      const history = (await readHistory()).filter((entry) => entry !== id);
      await writeAtomically(historyFile, `${[...history, id].join('\n')}\n`);
      await writeAtomically(pointer, `${id}\n`);
    },
  };
  return store;
}
