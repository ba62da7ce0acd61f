import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { E2E_CAPTCHA_WORK } from './captcha-work.ts';
import { E2E_DATA_DIR, E2E_PORTS, EXTRA_PORTS } from './ports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = E2E_DATA_DIR;

/** The secrets the main e2e portal generated (the extra processes must share them). */
function secrets(): { OAUTH_CLIENT_SECRET: string; BFF_SECRET: string } {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8'));
}

/**
 * How long an extra process may take to answer its health URL. A provider creates and seeds its
 * database first: 60–100 s when the 2-core machine is saturated (measured 23 Nov).
 */
const START_ALLOWANCE_MS = 180_000;

async function waitHealthy(url: string, child: ChildProcess, name: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < START_ALLOWANCE_MS) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

export interface ExtraProcess {
  url: string;
  /** The process id, for tests that signal it (SIGSTOP/SIGCONT). */
  pid: number;
  stop(): Promise<void>;
  /** Everything the process has logged so far (stdout and stderr), for tests that read its logs. */
  output(): string;
}

export function start(
  name: string,
  script: string,
  env: Record<string, string>,
  healthUrl: string,
  url: string,
): Promise<ExtraProcess> {
  // The hook or test starting it gets the start's allowance on top of its own time.
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + START_ALLOWANCE_MS);
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    // RATE_LIMIT_PER_MINUTE off: every test browses from 127.0.0.1 (see playwright.config.ts).
    env: {
      ...process.env,
      ...E2E_PORTS,
      ...secrets(),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: 'off',
      ACTION_LIMITS_PER_ADDRESS: 'false',
      // Likewise the telemetry beacons' allowance per address (30 a minute): a spec's pages on one
      // shell sent more within a minute once the suite ran faster, and the refusals are console
      // errors. It is on in telemetry.spec.ts (1,200), bff-telemetry.test.ts and the fleet's canary.
      TELEMETRY_PER_MINUTE: '100000',
      // As the main e2e shell (playwright.config.ts): a slow read on a loaded machine is no 504.
      PROVIDER_READ_TIMEOUT_MS: '8000',
      // And as its provider: less captcha work than deployed (captcha-work.ts).
      ...E2E_CAPTCHA_WORK,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logged.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => {
    logged.push(chunk);
    process.stderr.write(chunk);
  });
  return waitHealthy(healthUrl, child, name).then(() => ({
    url,
    pid: child.pid as number,
    output: () => Buffer.concat(logged).toString('utf8'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
}

/**
 * A second shell (BFF) using the e2e portal's remotes, with its own settings at start — e.g.
 * MAINTENANCE=enable — so a setting can be tested without disturbing the tests running beside it.
 */
export function startExtraShell(
  which:
    | 'settings'
    | 'session'
    | 'popUps'
    | 'popUpSwap'
    | 'deployShell'
    | 'offlineShell'
    | 'failureShell'
    | 'providerDownShell'
    | 'breakerShell'
    | 'telemetryShell'
    | 'canaryShell'
    | 'previewShell'
    | 'tracingShell'
    | 'campaignsShell'
    | 'limitsShell'
    | 'birthdayShell'
    | 'renderShell'
    | 'firstPaintShell',
  env: Record<string, string> = {},
): Promise<ExtraProcess> {
  const port = EXTRA_PORTS[which];
  const origin = `http://localhost:${port}`;
  return start(
    `${which} shell`,
    'shell/server/main.ts',
    // Pop-ups off unless asked for, as on the main e2e shell (they cover what a test clicks); and,
    // as there, a slow page on a loaded machine is not started from the member's offline copy, nor
    // left to the browser past a 300 ms render budget (playwright.config.ts says why; a clean-clone
    // run of 29 Nov got a member's / undrawn on the pop-ups shell, which had that default).
    {
      SHELL_PORT: String(port),
      PUBLIC_ORIGIN: origin,
      POPUP_SOURCE_URL: 'off',
      OFFLINE_TIMEOUT_SECONDS: '30',
      SERVER_RENDER_BUDGET_MS: '3000',
      ...env,
    },
    `${origin}/health`,
    origin,
  );
}

/** A second provider on a fresh in-memory database, e.g. with short-lived access tokens. */
export function startExtraProvider(
  env: Record<string, string> = {},
  port: number = EXTRA_PORTS.provider,
): Promise<ExtraProcess> {
  const url = `http://127.0.0.1:${port}`;
  return start(
    'extra provider',
    'packages/loyalty-api/src/main.ts',
    { LOYALTY_API_PORT: String(port), LOYALTY_DATA_DIR: 'memory://', DEV_MAILBOX: 'true', ...env },
    `${url}/health`,
    url,
  );
}

/**
 * A provider whose clock starts at `clock` (an ISO 8601 instant) and runs on from there
 * (`packages/loyalty-api/src/testing/main-on-test-clock.ts`; docs/decisions/0045-birthday-treat.md),
 * on the PGlite database in `dataDir`: started again on the same folder, it is the same provider
 * after a restart.
 */
export function startProviderOnTestClock(
  clock: string,
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ExtraProcess> {
  const url = `http://127.0.0.1:${port}`;
  return start(
    'provider on a test clock',
    'packages/loyalty-api/src/testing/main-on-test-clock.ts',
    {
      LOYALTY_API_PORT: String(port),
      LOYALTY_DATA_DIR: dataDir,
      DEV_MAILBOX: 'true',
      PROVIDER_TEST_CLOCK: clock,
      ...env,
    },
    `${url}/health`,
    url,
  );
}

/** HTTP Basic credentials of the portal's OAuth client, for tests that act as the BFF would. */
export function clientBasicAuth(): string {
  return `Basic ${Buffer.from(`portal-bff:${secrets().OAUTH_CLIENT_SECRET}`).toString('base64')}`;
}
