import { defineConfig } from 'vitest/config';

// These suites start a real provider on an embedded PostgreSQL; give start-up room on a busy CI machine.
export default defineConfig({
  test: { hookTimeout: 60_000, testTimeout: 20_000 },
});
