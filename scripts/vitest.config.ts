import { defineConfig } from 'vitest/config';

// The scripts' own tests (`pnpm run test:scripts`, part of `npm test` through turbo's //#test:scripts).
// The start-up test spawns `npm start`'s script, whose imports take a few seconds on a busy machine.
export default defineConfig({
  test: { include: ['scripts/**/*.test.ts'], testTimeout: 120_000 },
});
