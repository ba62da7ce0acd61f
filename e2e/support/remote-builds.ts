import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@portal/contracts/route-map';
import { type ExtraProcess, start } from './extra-portal.ts';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the e2e portal's remote origins serve (PORTAL_DEPLOY_DIR of playwright.config.ts). */
export { E2E_DEPLOY_DIR } from './ports.ts';

/** A temporary folder that the test removes when it is done. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `ir-e2e-${prefix}-`));
}

/**
 * Builds a changed copy of an app (a remote, or marketing's pop-up content) with the very same
 * Rsbuild config, as its team would after editing their source: the copy's node_modules is the
 * app's own, so it resolves the same packages. `app` is its folder under the repository root.
 */
export async function buildChangedApp(
  app: string,
  edits: Array<{ file: string; from: string; to: string }>,
): Promise<{ dist: string; dir: string }> {
  const source = path.join(ROOT, app);
  const dir = tempDir(path.basename(app));
  for (const entry of ['src', 'scripts', 'build', 'rsbuild.config.ts', 'package.json']) {
    if (existsSync(path.join(source, entry))) {
      cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
    }
  }
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
  for (const edit of edits) {
    const file = path.join(dir, edit.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${edit.from}`);
    writeFileSync(file, text.replace(edit.from, edit.to));
  }
  await run(path.join(source, 'node_modules/.bin/rsbuild'), ['build'], { cwd: dir, timeout: 60_000 });
  return { dist: path.join(dir, 'dist'), dir };
}

/** The edit that makes the rewards catalogue page throw while rendering (its route boundary catches it). */
export const THROWING_CATALOGUE_EDIT = {
  file: 'src/features/catalogue/routes/catalogue-page.tsx',
  from: '<h1>Rewards</h1>',
  to: "<h1>{(() => { throw new Error('catalogue render failed'); })()}</h1>",
} as const;

/** A changed copy of one remote of the route map (see buildChangedApp). */
export const buildChangedRemote = (remote: RemoteName, edits: Array<{ file: string; from: string; to: string }>) =>
  buildChangedApp(`mfe-${remote}`, edits);

/** `pnpm deploy:remote <remote> …args` against a deploy folder (and `env`, e.g. the BFF's PORTAL_CONFIG_FILE); returns what it printed. */
export async function deployRemote(
  remote: RemoteName,
  deployDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/deploy-remote.ts', remote, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORTAL_DEPLOY_DIR: deployDir, ...env },
    timeout: 60_000,
  });
  return stdout;
}

/** A remote's static origin (packages/remote-origin, as `npm start` runs it) on a test-owned port. */
export function startRemoteOrigin(options: {
  port: number;
  deployRoot: string;
  shellOrigins: string[];
  /** The origin browsers reach it by, when a proxy stands in front of it. */
  publicOrigin?: string;
}): Promise<ExtraProcess> {
  const url = `http://localhost:${options.port}`;
  return start(
    `remote origin on ${options.port}`,
    'packages/remote-origin/src/main.ts',
    {
      DEPLOY_ROOT: options.deployRoot,
      PORT: String(options.port),
      SHELL_ORIGIN: options.shellOrigins.join(','),
      PUBLIC_ORIGIN: options.publicOrigin ?? url,
    },
    `${url}/health`,
    url,
  );
}

export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
