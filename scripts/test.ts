import { existsSync } from 'node:fs';
import { runCommand } from './lib/processes.ts';

/**
 * `npm test`: every check. Lint and format, types, unit and contract tests and the production
 * builds run through turbo (in parallel where they can); then the e2e suite runs in Debian's
 * Chromium against the portal started the way `npm start` starts it, and the fleet e2e
 * (e2e/fleet/) against it started the way `npm run fleet` starts it.
 */
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stderr.write(
    `Chromium is needed for the e2e tests and was not found at ${chromium}.\n` +
      "Install Debian's: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).\n",
  );
  process.exit(1);
}

try {
  await runCommand('pnpm', [
    'exec',
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    'test:scripts',
    'build',
    '--output-logs=errors-only',
    '--concurrency=2',
  ]);
  process.stdout.write(`\nlint, types, unit and contract tests, builds: passed (${elapsed()})\n\n`);
  // The builds the e2e task depends on are done; run Playwright directly for readable output.
  await runCommand('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e']);
  process.stdout.write(`\ne2e: passed (${elapsed()})\n\n`);
  // The portal as `npm run fleet` runs it: nginx, two BFF instances, Redis, PostgreSQL.
  const fleetStarted = Date.now();
  await runCommand('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e:fleet']);
  process.stdout.write(`\nfleet e2e: passed (${Math.round((Date.now() - fleetStarted) / 1000)} s)\n`);
  process.stdout.write(`\nall checks passed in ${elapsed()}\n`);
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\nnpm test failed after ${elapsed()}\n`);
  process.exit(1);
}
