import { createRequire } from 'node:module';

/**
 * An alias that builds a remote's federation bundler runtime from its ES module build instead of
 * its CommonJS one. Rspack imports `@module-federation/webpack-bundler-runtime` by the absolute
 * path `require.resolve` gives (dist/index.cjs): CommonJS cannot be tree-shaken, so every
 * remoteEntry.js carried the whole of `@module-federation/sdk` and the error-code texts. The ES
 * build is the same code in modules, and only what the bundler runtime calls stays: each
 * remoteEntry.js 14.3 → 9.5 kB gzip (docs/performance.md). The path is resolved the way the
 * federation plugin resolves it (its runtime-tools, then the bundler runtime beside them), so the
 * alias names the very file the plugin imports.
 */
export function esmBundlerRuntimeAlias(): Record<string, string> {
  const plugin = createRequire(import.meta.url).resolve('@module-federation/rsbuild-plugin');
  const runtimeTools = createRequire(plugin).resolve('@module-federation/runtime-tools');
  const cjs = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime');
  if (!cjs.endsWith('.cjs')) return {};
  // `$`: the exact file only, not other files of the package.
  return { [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js') };
}
