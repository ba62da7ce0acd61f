import path from 'node:path';
import { defineConfig } from '@playwright/test';
import suite from '../playwright.config.ts';

/**
 * `npm run screens`: the screenshots of docs/screens/, taken from the e2e portal (the suite's own
 * web server and browser settings), one at a time. Not part of `npm test`: the suite's testDir
 * is specs/.
 */
export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  workers: 1,
  outputDir: path.join(import.meta.dirname, '..', 'test-results', 'screens'),
});
