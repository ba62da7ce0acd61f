import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CAPTCHA_WORK } from './support/captcha-work.ts';
import { BASE_URL, E2E_DATA_DIR, E2E_DEPLOY_DIR, E2E_PORTS, EXTRA_PORTS } from './support/ports.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium: no browser download is possible here (see README). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium refuses some ports outright (6000 is X11's, 6665–6669 IRC's: ERR_UNSAFE_PORT); a
  // port base may land on one, so the portal's own range (base … base+99) is allowed explicitly.
  `--explicitly-allowed-ports=${Array.from({ length: 100 }, (_, i) => Number(E2E_PORTS.SHELL_PORT) + i).join(',')}`,
];

export default defineConfig({
  testDir: './specs',
  // The machine running the suite is shared (2 cores, several engineers' suites at once): on
  // 23 Nov, with a load average of 20–30, a six-step test with one accessibility scan took 30–35 s
  // and a navigation 8 s. Long flows mark themselves test.slow() (three times this).
  timeout: 60_000,
  expect: { timeout: 8_000 },
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // One folder per port base: a run empties its own at the start, never another suite's under way.
  outputDir: path.join(import.meta.dirname, 'test-results', `e2e-${E2E_PORTS.SHELL_PORT}`),
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Off: recording a trace (a screencast and DOM snapshots of every action, kept only on failure)
    // cost the browser a third more time across the suite (glossary + phone-layout: 183/166 s with,
    // 130/122 s without, 27 Nov), and CI keeps only its log. A failure still leaves its screenshot
    // and error-context.md; to see one step by step, run that spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Blocked except in the specs that need the offline service worker (`WITH_SERVICE_WORKER`,
    // support/offline.ts): after each member page load it keeps the member's copy, a page and the
    // shell's files, and every navigation passes through it — 7 % of the browser's and servers'
    // CPU on the member walks (glossary, vouchers, member-classes, account-dashboard, rewards:
    // 198–201 CPU s against 183–186, three runs each taking turns, 28 Nov). Its specs, and
    // server-rendered-pages (every page through it, against hydration), allow it.
    serviceWorkers: 'block',
  },
  // The portal exactly as `npm start` runs it (already built by the e2e task's dependencies).
  webServer: {
    command: 'node scripts/start.ts --no-build',
    cwd: ROOT,
    url: `${BASE_URL}/health`,
    // Beyond waitHealthy's own three minutes per service (scripts/lib/processes.ts): the provider
    // and the remotes start together, then the BFF.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...E2E_PORTS,
      LOYALTY_DATA_DIR: 'memory://',
      PORTAL_DEPLOY_DIR: E2E_DEPLOY_DIR,
      PORTAL_DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      REGISTRATION: 'enable',
      // Every test browses from 127.0.0.1: the per-address ceiling would count the whole suite as one visitor.
      RATE_LIMIT_PER_MINUTE: 'off',
      // Likewise the per-address limits on registering and e-mails: the suite registers dozens of members.
      ACTION_LIMITS_PER_ADDRESS: 'false',
      // And the telemetry beacons' per-address allowance (telemetry.spec.ts tests it on a shell of its own).
      TELEMETRY_PER_MINUTE: '100000',
      // A signed-in page that waits longer than this on the BFF is started from the member's offline
      // copy: on a loaded machine a navigation has taken 8 s, which is not the offline case under test.
      OFFLINE_TIMEOUT_SECONDS: '30',
      // Less captcha work than deployed (support/captcha-work.ts).
      ...E2E_CAPTCHA_WORK,
      // A read the provider takes longer than 3 s to answer is a 504, which the page logs: on a
      // loaded machine the dashboard's tier and transactions took 3.05 s (a clean-clone CI).
      // Read timeouts are tested in provider-breaker.spec.ts on a shell of its own (3 s there).
      PROVIDER_READ_TIMEOUT_MS: '8000',
      // A page whose server render takes longer is drawn by the browser (the default is 300 ms): on a
      // loaded machine the first renders took longer, and the specs that read the server's HTML
      // would see the browser's. The budget itself: remote-renderer.test.ts and
      // server-render-fallback.spec.ts (a server build slower than 3 s).
      SERVER_RENDER_BUDGET_MS: '3000',
      // Pop-ups open by themselves when the page is idle, over whatever a test is doing: the
      // main e2e shell shows none, and pop-ups.spec.ts and pop-up-swap.spec.ts test them on shells of their own.
      POPUP_SOURCE_URL: 'off',
      // The extra shells some tests start with other settings use the same remotes.
      EXTRA_SHELL_ORIGINS: [
        // The deploy spec's shell loads these remotes too (its own rewards origin aside): without
        // it here their origins refused its manifest fetches (CORS errors in its console).
        EXTRA_PORTS.deployShell,
        EXTRA_PORTS.settings,
        EXTRA_PORTS.session,
        EXTRA_PORTS.popUps,
        EXTRA_PORTS.popUpSwap,
        EXTRA_PORTS.breakerShell,
        EXTRA_PORTS.telemetryShell,
        EXTRA_PORTS.canaryShell,
        EXTRA_PORTS.previewShell,
        EXTRA_PORTS.campaignsShell,
        EXTRA_PORTS.offlineShell,
        EXTRA_PORTS.birthdayShell,
        EXTRA_PORTS.renderShell,
        EXTRA_PORTS.firstPaintShell,
      ]
        .map((port) => `http://localhost:${port}`)
        .join(','),
    },
  },
});
