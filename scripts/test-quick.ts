import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runCommand } from './lib/processes.ts';
import { quickSelection } from './lib/quick-selection.ts';

/**
 * `npm run test:quick [-- --since <ref>]`: before a commit, the checks of what changed since
 * `<ref>` (HEAD: what is not committed yet), committed or not: lint, types, unit tests and builds
 * of the packages changed and of every package that depends on them (turbo, `--filter=...<name>`),
 * the scripts' tests when a script changed, then the e2e specs touching the change
 * (scripts/lib/quick-selection.ts) against the portal as `npm test` runs it. `npm test` stays the
 * gate: CI runs all of it.
 */
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const say = (line: string) => process.stdout.write(`test:quick: ${line}\n`);

const sinceFlag = process.argv.indexOf('--since');
const since = sinceFlag >= 0 ? process.argv[sinceFlag + 1] : 'HEAD';
if (!since) {
  process.stderr.write('test:quick: --since needs a commit, e.g. --since origin/main\n');
  process.exit(2);
}

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');
let changed: string[];
try {
  changed = [
    ...new Set([...git(['diff', '--name-only', since]), ...git(['ls-files', '--others', '--exclude-standard'])]),
  ];
} catch {
  process.stderr.write(`test:quick: git does not know ${since}\n`);
  process.exit(2);
}
if (changed.length === 0) {
  say(`nothing changed since ${since}`);
  process.exit(0);
}

/** Every workspace package: its folder (with a package.json) and name. */
const workspaces = new Map<string, string>();
for (const parent of ['.', 'packages', 'mfe-info']) {
  for (const entry of readdirSync(path.join(ROOT, parent), { withFileTypes: true })) {
    const folder = path.join(parent, entry.name);
    const manifest = path.join(ROOT, folder, 'package.json');
    if (entry.isDirectory() && existsSync(manifest) && !folder.includes('node_modules')) {
      workspaces.set(folder, (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name);
    }
  }
}
const specsDir = path.join(ROOT, 'e2e/specs');
const specTexts = new Map(
  readdirSync(specsDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => [name, readFileSync(path.join(specsDir, name), 'utf8')] as const),
);
// Each remote's route table, which says which feature's pages are at which paths.
const routesTexts = new Map(
  [...workspaces.keys()]
    .filter((folder) => /^mfe-[a-z]+$/.test(folder) && existsSync(path.join(ROOT, folder, 'src/routes.ts')))
    .map((folder) => [folder, readFileSync(path.join(ROOT, folder, 'src/routes.ts'), 'utf8')] as const),
);
const selection = quickSelection(changed, workspaces, specTexts, routesTexts);
say(`${changed.length} files changed since ${since}`);
say(`packages: ${selection.packages.join(', ') || 'none'}${selection.scripts ? '; the scripts' : ''}`);
say(`e2e specs: ${selection.specs.join(', ') || 'none'}`);

try {
  // The root's own lint covers every file (biome and knip read the whole tree in a few seconds).
  await runCommand('pnpm', ['run', 'lint']);
  if (selection.packages.length > 0) {
    await runCommand('pnpm', [
      'exec',
      'turbo',
      'run',
      'typecheck',
      'test',
      'build',
      ...selection.packages.map((name) => `--filter=...${name}`),
      '--output-logs=errors-only',
      '--concurrency=2',
    ]);
  }
  if (selection.scripts) await runCommand('pnpm', ['run', 'test:scripts']);
  say(`lint, types, unit tests and builds: passed (${elapsed()})`);
  if (selection.specs.length > 0) {
    // The e2e portal serves every app's build: the ones not rebuilt above must exist already.
    const unbuilt = ['shell', 'mfe-account', 'mfe-rewards', 'mfe-vouchers', 'mfe-info'].filter(
      (app) => !existsSync(path.join(ROOT, app, 'dist')),
    );
    if (unbuilt.length > 0) await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=2']);
    await runCommand('pnpm', ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', ...selection.specs]);
  }
  say(`passed in ${elapsed()}`);
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\ntest:quick failed after ${elapsed()}\n`);
  process.exit(1);
}
