import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FLEET_E2E_PORTS, FLEET_URL } from './support/fleet-ports.ts';

/**
 * The fleet e2e: the portal as `npm run fleet` runs it (nginx, two BFF instances, Redis, the
 * provider on PostgreSQL), on ports of its own (FLEET_E2E_PORT_BASE, default 3200). The fleet is
 * a worker fixture (support/fleet-test.ts), not a webServer: tests stop and kill its parts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // One folder per port base: a run empties its own at the start, never another suite's under way.
  outputDir: path.join(import.meta.dirname, '..', 'test-results', `fleet-${FLEET_E2E_PORTS.FLEET_PORT}`),
  use: {
    baseURL: FLEET_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    },
    // Off: recording a trace (a screencast and DOM snapshots of every action, kept only on failure)
    // cost the browser a third more time across the suite (glossary + phone-layout: 183/166 s with,
    // 130/122 s without, 27 Nov), and CI keeps only its log. A failure still leaves its screenshot
    // and error-context.md; to see one step by step, run that spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
