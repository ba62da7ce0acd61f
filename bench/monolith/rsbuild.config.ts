import path from 'node:path';
import { createPortalConfig } from '@portal/config/rsbuild';
import { type RsbuildConfig, rspack } from '@rsbuild/core';

/**
 * The monolith baseline for `npm run bench`: the shell and the four remotes' route modules built
 * as ONE ordinary Rsbuild app. It is the portal's own config (the factory) minus the federation
 * plugin, with the shell's remote registry swapped for direct lazy imports of each remote.
 */
const ROOT = path.join(import.meta.dirname, '..', '..');
const shellDir = path.join(ROOT, 'shell');
const portal = createPortalConfig({
  role: 'host',
  name: 'shell',
  title: 'Island Rewards',
  appDir: shellDir,
  port: 3357,
  bffOrigin: 'http://localhost:3350',
});

export default (env: Parameters<typeof portal>[0]): RsbuildConfig => {
  const config = portal(env) as RsbuildConfig;
  return {
    ...config,
    plugins: (config.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && /federation/i.test(plugin.name)),
    ),
    output: { ...config.output, distPath: { root: path.join(import.meta.dirname, 'dist') } },
    // The service worker's environment names its own folder (the shell's dist/worker): here it
    // goes beside the monolith's pages, where the BFF serving this build looks for /sw.js.
    environments: {
      ...config.environments,
      worker: {
        ...config.environments?.worker,
        output: {
          ...config.environments?.worker?.output,
          distPath: { root: path.join(import.meta.dirname, 'dist', 'worker'), js: '' },
        },
      },
    },
    tools: {
      ...config.tools,
      rspack: (rspackConfig, utils) => {
        const base = config.tools?.rspack;
        const next = typeof base === 'function' ? (base(rspackConfig, utils) ?? rspackConfig) : rspackConfig;
        next.plugins ??= [];
        next.plugins.push(
          new rspack.NormalModuleReplacementPlugin(
            /remotes[\\/]remote-registry\.ts$/,
            path.join(import.meta.dirname, 'remote-registry.ts'),
          ),
        );
        return next;
      },
    },
  };
};
