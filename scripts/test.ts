import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianPackages } from './lib/debian-packages.ts';
import { runCommand } from './lib/processes.ts';

/**
 * `npm test`: every check (installing first what the suites need from Debian, when it is missing). Lint and format, types, unit and contract tests and the production
 * builds run through turbo (in parallel where they can); then the e2e suite runs in Debian's
 * Chromium against the portal started the way `npm start` starts it, and beside it the fleet e2e
 * (e2e/fleet/) against the portal started the way `npm run fleet` starts it.
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
  // The builds both e2e suites use are done. The fleet e2e (the portal as `npm run fleet` runs it:
  // nginx, two BFF instances, Redis, PostgreSQL, on ports of its own) waits far more than it works
  // (the CPU 90 % idle over its 7 minutes, 27 Nov: token lifetimes, restarts, alert windows), so it
  // runs beside the e2e suite, which keeps the CPU busy; its output is held in a file and printed
  // after the e2e suite's. Playwright runs directly for readable output.
  const fleetLogDir = mkdtempSync(path.join(tmpdir(), 'portal-fleet-e2e-'));
  const fleetLog = path.join(fleetLogDir, 'fleet-e2e.log');
  const fleetStarted = Date.now();
  const fleet = runCommand('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e:fleet'], { logFile: fleetLog }).then(
    () => ({ passed: true as const, seconds: Math.round((Date.now() - fleetStarted) / 1000) }),
    (error: Error) => ({ passed: false as const, error }),
  );
  const e2e = await runCommand('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e']).then(
    () => undefined,
    (error: Error) => error,
  );
  process.stdout.write(e2e ? `\ne2e: ${e2e.message}\n` : `\ne2e: passed (${elapsed()})\n`);
  process.stdout.write('\nfleet e2e (run beside it):\n');
  const fleetOutcome = await fleet;
  process.stdout.write(readFileSync(fleetLog, 'utf8'));
  rmSync(fleetLogDir, { recursive: true, force: true });
  if (e2e) throw e2e;
  if (!fleetOutcome.passed) throw fleetOutcome.error;
  process.stdout.write(`\nfleet e2e: passed (${fleetOutcome.seconds} s)\n`);
  process.stdout.write(`\nall checks passed in ${elapsed()}\n`);
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\nnpm test failed after ${elapsed()}\n`);
  process.exit(1);
}
