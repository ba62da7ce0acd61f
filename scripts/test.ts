import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './lib/debian-packages.ts';
import { runCommand } from './lib/processes.ts';

/**
 * `npm test`: every check (installing first what the suites need from Debian, when it is missing). Lint and format, types, unit and contract tests and the production
 * builds run through turbo (in parallel where they can); then the e2e suite runs in Debian's
 * Chromium against the portal started the way `npm start` starts it, and the fleet e2e
 * (e2e/fleet/) against it started the way `npm run fleet` starts it.
 */
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

// What the suites need from Debian, installed when missing (through sudo when not root), as the
// fleet installs what it runs: the e2e browser and the fonts its pages are measured in; the
// shared-store tests' redis-server; promtool for the Prometheus rules (ops/) and Prometheus for
// the fleet e2e; nginx for the fleet; openssl, with which the wallet tests check a pass's
// signature. (PostgreSQL, for the provider's tests on a real server, is .ci/run's: it needs a
// cluster and a role, which are the machine owner's to make.) CHROMIUM_PATH names another
// browser, which is then the caller's to provide.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  ensureDebianPackages(
    [
      ...(process.env.CHROMIUM_PATH ? [] : [{ pkg: 'chromium', file: chromium }]),
      { pkg: 'fonts-liberation', file: '/usr/share/fonts/truetype/liberation' },
      { pkg: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu' },
      { pkg: 'redis-server', file: '/usr/bin/redis-server' },
      { pkg: 'prometheus', file: '/usr/bin/promtool' },
      { pkg: 'nginx', file: '/usr/sbin/nginx' },
      { pkg: 'openssl', file: '/usr/bin/openssl' },
    ],
    (line) => process.stdout.write(`npm test: ${line}\n`),
  );
} catch (error) {
  process.stderr.write(`npm test: ${(error as Error).message}\n`);
  process.exit(1);
}
if (!existsSync(chromium)) {
  process.stderr.write(`npm test: no browser at CHROMIUM_PATH=${chromium}.\n`);
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
