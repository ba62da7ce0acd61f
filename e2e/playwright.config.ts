import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORTS } from './support/ports.ts';

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
];

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 8_000 },
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(import.meta.dirname, 'test-results'),
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The portal exactly as `npm start` runs it (already built by the e2e task's dependencies).
  webServer: {
    command: 'node scripts/start.ts --no-build',
    cwd: ROOT,
    url: `${BASE_URL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...E2E_PORTS,
      LOYALTY_DATA_DIR: 'memory://',
      PORTAL_DEPLOY_DIR: path.join(import.meta.dirname, '.deploy'),
      PORTAL_DATA_DIR: path.join(import.meta.dirname, '.data'),
      LOG_LEVEL: 'warn',
      // The account specs register members; the registration-off case is tested on its own.
      REGISTRATION: 'enable',
    },
  },
});
