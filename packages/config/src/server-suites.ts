import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

/** Test files that replace a module (`vi.mock`, `vi.doMock`): the only ones that need a module graph of their own. */
const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;

/**
 * Vitest's settings for the suites that start servers — the provider's (`packages/loyalty-api`)
 * and the BFF's (`shell`): real providers on PostgreSQL or PGlite, Redis servers, BFFs.
 *
 * Why not vitest's defaults, which the other packages keep:
 * - **Workers.** Vitest runs `availableParallelism() − 1` files at once: one on this 2-core
 *   machine, so the two longest turbo tasks ran a file at a time while their hooks waited on
 *   databases and servers (in turbo's run of everything, 28 Nov: 140 s the provider's suite, 120 s
 *   the BFF's; alone on PostgreSQL, the provider's 109 s on one worker, 73 on two, 65 on four).
 *   Three, since turbo runs the two side by side.
 * - **One module graph per worker** (`isolate: false`). With isolation every file imported its
 *   whole graph again — Fastify, the routes, the database drivers: on two workers the provider's
 *   suite spent 88 s of user CPU with it and 53 s without, the BFF's 65 and 36 s. The files that mock
 *   a module keep a graph of their own (a second project, found by reading the files, so a new
 *   one needs no entry here): a mock only replaces a module the worker has not loaded yet, and
 *   the password-hash count of `account-enumeration.test.ts` read 0 after another file had
 *   loaded the real one. The others passed with the files' order shuffled
 *   (`--sequence.shuffle.files`, seeds 33, 44 and 55); a file that changes what a later one sees (an
 *   environment variable, a module's setting) must put it back.
 *
 * `root` is the package's folder (its vitest.config.ts passes `import.meta.dirname`).
 */
export function serverSuiteConfig(root: string): ViteUserConfig {
  const files = globSync('**/*.test.{ts,tsx}', {
    cwd: root,
    exclude: (name) => path.basename(name) === 'node_modules',
  });
  const mocking = files.filter((file) => MOCKS_A_MODULE.test(readFileSync(path.join(root, file), 'utf8')));
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: { name: 'shared-graph', isolate: false, exclude: [...configDefaults.exclude, ...mocking] },
    },
  ];
  if (mocking.length > 0) {
    projects.push({ extends: true, test: { name: 'own-graph', isolate: true, include: mocking } });
  }
  return {
    // The start-up of providers and servers takes its time on a busy CI machine.
    test: { hookTimeout: 60_000, testTimeout: 20_000, maxWorkers: 3, projects },
  };
}
