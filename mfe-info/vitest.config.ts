import { configDefaults, defineConfig } from 'vitest/config';

// pop-ups/ is marketing's own build, a workspace package with its own tests and config.
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, 'pop-ups/**'] },
});
