import { portFor } from '@portal/config/ports';
import { createPortalConfig } from '@portal/config/rsbuild';
import { POP_UP_CONTAINER, POP_UP_EXPOSE } from '@portal/contracts/pop-up-contract';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { CONTENT_ENVIRONMENT, pluginContentJson } from './build/content-json-plugin.ts';

/**
 * Marketing's own federated build: one exposed module of pop-up content, with its images. It
 * shares nothing (it is data, not React), so it loads in one small request after the manifest.
 */
const base = createPortalConfig({
  role: 'remote',
  name: POP_UP_CONTAINER,
  appDir: import.meta.dirname,
  port: portFor('popUps'),
  exposes: { [`./${POP_UP_EXPOSE}`]: './src/pop-up-content.ts' },
  shellOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${portFor('shell')}`,
});

export default (env: Parameters<typeof base>[0]) =>
  mergeRsbuildConfig(base(env), {
    // Images are always files on this origin (never inlined), so each has a URL of its own.
    output: { dataUriLimit: 0 },
    plugins: [pluginContentJson()],
    environments: {
      // The content module for Node, read by pluginContentJson into pop-up-content.json (then removed).
      [CONTENT_ENVIRONMENT]: {
        source: { entry: { 'pop-up-content': './src/pop-up-content.ts' } },
        output: {
          target: 'node',
          module: false,
          assetPrefix: '/',
          distPath: { root: 'dist/content', js: '' },
          filename: { js: '[name].cjs' },
          emitAssets: false,
        },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
      },
    },
  });
