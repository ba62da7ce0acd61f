import { runCommand } from './lib/processes.ts';

/**
 * `npm run screens`: builds the portal, then takes the phone screenshots of docs/screens/ from the
 * e2e portal (e2e/screens/), so a reviewer sees the product without running it.
 */
await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
await runCommand('pnpm', [
  '--filter',
  '@portal/e2e',
  'exec',
  'playwright',
  'test',
  '-c',
  'screens/playwright.config.ts',
]);
process.stdout.write('\nscreenshots written to docs/screens/\n');
