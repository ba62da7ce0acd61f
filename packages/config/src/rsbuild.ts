import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginRouteChunks } from '@portal/remote-loading/build/route-chunks-plugin';
import { pluginShellPreloads } from '@portal/remote-loading/build/shell-preloads-plugin';
import { defineConfig, type RsbuildConfigSyncFn } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginEarlyScript } from './early-script-plugin.ts';
import { esmBundlerRuntimeAlias } from './esm-bundler-runtime.ts';
import { sharedDependencies } from './federation-shared.ts';
import { pluginPrecompress } from './precompress.ts';
import { pluginServerBuild, REMOTE_SERVER_DIR, REMOTE_SERVER_ENTRY } from './server-build-plugin.ts';

/** The host's entry that runs before its page's scripts (pluginEarlyScript): the form hold. */
const HOST_EARLY_ENTRY = 'hold-forms';

/** How long a remote chunk may take before it counts as failed (the shell retries once). */
const CHUNK_LOAD_TIMEOUT_MS = 4_000;

interface CommonOptions {
  /** Absolute directory of the app (pass `import.meta.dirname`). */
  appDir: string;
  /** Dev-server port. */
  port: number;
}

export interface HostOptions extends CommonOptions {
  role: 'host';
  /** Module Federation container name of the host. */
  name: string;
  title: string;
  /** Dev only: where the BFF listens, for the dev server's proxy. */
  bffOrigin: string;
}

export interface RemoteOptions extends CommonOptions {
  role: 'remote';
  /** Module Federation container name, e.g. `mfe_rewards`. Must be a JS identifier. */
  name: string;
  /** Modules this remote exposes, e.g. `{ './routes': './src/routes.ts' }`. */
  exposes: Record<string, string>;
  /** Dev only: the shell origin allowed by CORS. */
  shellOrigin: string;
}

/**
 * The one Rsbuild + Module Federation configuration of the portal. Every app calls this; there
 * are no per-app copies to drift apart.
 */
export function createPortalConfig(options: HostOptions | RemoteOptions): RsbuildConfigSyncFn {
  const isRemote = options.role === 'remote';
  const shared = sharedDependencies(options.appDir);

  return defineConfig(({ command }) => ({
    root: options.appDir,
    plugins: [
      pluginReact(),
      // Only remotes are built with the federation plugin. The shell is an ordinary app that starts
      // the federation runtime itself, in a lazy chunk, the first time a page needs a remote
      // (shell/src/features/remotes/federation-runtime.ts): /login runs none of it. It provides
      // the same shared list (below, as __PORTAL_SHARED__) and lends its runtime to the remotes.
      ...(isRemote
        ? [
            pluginModuleFederation(
              {
                name: options.name,
                exposes: options.exposes,
                filename: 'remoteEntry.js',
                // Remotes are registered at run time from /config.json; nothing is baked into a build.
                remotes: {},
                shared,
                shareStrategy: 'loaded-first',
                // One copy of the federation runtime per page: the shell provides it, remotes borrow it.
                experiments: { externalRuntime: true, optimization: { target: 'web' } },
                manifest: { fileName: 'mf-manifest.json' },
                // Type generation starts a background server in dev; the contract types live in
                // @portal/contracts instead.
                dts: false,
                dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
              },
              // The browser's container only: the server build (below) is a plain module.
              { environment: 'web' },
            ),
          ]
        : []),
      // Each page's own chunks into the manifest, for the BFF's preloads (before the manifest is compressed).
      ...(isRemote && options.exposes['./routes'] ? [pluginRouteChunks(options.exposes['./routes'])] : []),
      // The shell's federation runtime chunks, named for the BFF to preload on a remote's pages.
      ...(isRemote ? [] : [pluginShellPreloads()]),
      // The shell's form hold, the page's first script (below: its entry).
      ...(isRemote ? [] : [pluginEarlyScript(HOST_EARLY_ENTRY)]),
      // The server build's digest into the manifest (before the manifest is compressed).
      ...(isRemote && options.exposes['./routes'] ? [pluginServerBuild()] : []),
      pluginPrecompress(),
    ],
    source: {
      // The host names its entries per environment (below): the page's and the service worker's.
      // The host's shared singletons (versions and rules), for the runtime it starts itself.
      ...(isRemote ? {} : { define: { __PORTAL_SHARED__: JSON.stringify(shared) } }),
    },
    html: isRemote
      ? {}
      : {
          title: options.title,
          template: path.join(options.appDir, 'src/index.html'),
          favicon: path.join(options.appDir, 'src/favicon.svg'),
          meta: { viewport: 'width=device-width, initial-scale=1' },
        },
    output: {
      distPath: { root: 'dist' },
      // Every `*.module.css` is scoped to its file (Rsbuild's default `auto`); a remote's or the
      // shell's class names cannot meet another's on the page. Global CSS is the shell's tokens
      // and resets only (checked by css-isolation.test.ts).
      cssModules: { auto: true, exportLocalsConvention: 'camelCaseOnly' },
      // Remotes resolve their chunks from where remoteEntry.js was loaded, not the shell's origin.
      ...(isRemote ? { assetPrefix: 'auto' } : { assetPrefix: '/' }),
      // Only a build replaces dist/: `pnpm dev` serves from memory and leaves `npm start`'s build alone.
      cleanDistPath: command === 'build',
      legalComments: 'none',
      sourceMap: { js: false, css: false },
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
    tools: {
      rspack: (config) => {
        config.output ??= {};
        config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
        // Each remote gets its own chunk-loading global so two remotes never collide.
        config.output.uniqueName = options.name;
        if (isRemote) {
          config.resolve ??= {};
          config.resolve.alias = { ...(config.resolve.alias as Record<string, string>), ...esmBundlerRuntimeAlias() };
        }
        return config;
      },
      // CSS Modules hash a class from its file's path and name; two apps can hold the same path
      // (src/features/…/pagination.module.css), so each app salts the hash with its own name.
      cssLoader: { modules: { localIdentHashSalt: options.name } },
      ...(isRemote ? { htmlPlugin: false } : {}),
    },
    // A remote is built twice from one source (docs/decisions/0046-server-rendered-remote-pages.md):
    // its browser container, and its route table for the BFF's renderer — one CommonJS file,
    // dist/server/routes.js, with everything the browser shares (React, the router, the session,
    // the api-client) left out: the renderer lends its own copies, as the shell lends them to the
    // remote in the browser.
    ...(isRemote
      ? {
          environments: {
            web: { source: { entry: { index: './src/index.ts' } } },
            ...(options.exposes['./routes']
              ? {
                  server: {
                    source: { entry: { [REMOTE_SERVER_ENTRY]: options.exposes['./routes'] } },
                    output: {
                      target: 'node' as const,
                      module: false,
                      distPath: { root: `dist/${REMOTE_SERVER_DIR}`, js: '' },
                      filename: { js: '[name].js' },
                      filenameHash: false,
                      emitAssets: false,
                      externals: Object.fromEntries(
                        Object.keys(shared).map((request) => [request, `commonjs ${request}`]),
                      ),
                    },
                    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
                    tools: {
                      rspack: (config: { output?: { asyncChunks?: boolean } }) => {
                        // One file: the renderer evaluates it whole, with no chunk to load after it.
                        config.output = { ...config.output, asyncChunks: false };
                        return config;
                      },
                    },
                  },
                }
              : {}),
          },
        }
      : {}),
    // The host also builds its service worker (src/service-worker/service-worker.ts), one classic
    // script with no chunks, to dist/worker/sw.js: the BFF serves it as /sw.js with its own headers.
    ...(isRemote
      ? {}
      : {
          environments: {
            // With the page's scripts, one that runs before them on its own: the form hold
            // (src/hold-forms.ts), put first in the head by pluginEarlyScript, no page of its own.
            web: {
              source: {
                entry: {
                  [HOST_EARLY_ENTRY]: { import: './src/hold-forms.ts', html: false },
                  index: './src/index.ts',
                },
              },
            },
            // The pages the BFF renders itself (src/server-pages), from the same components: one
            // ES module for Node, everything bundled in (the BFF imports it from dist/server).
            server: {
              source: { entry: { 'render-pages': './src/server-pages/render-pages.tsx' } },
              output: {
                target: 'node' as const,
                distPath: { root: 'dist/server', js: '' },
                filename: { js: '[name].js' },
                filenameHash: false,
                autoExternal: false,
                emitAssets: false,
              },
              performance: { chunkSplit: { strategy: 'all-in-one' as const } },
            },
            worker: {
              source: { entry: { sw: './src/service-worker/service-worker.ts' } },
              output: {
                target: 'web-worker' as const,
                distPath: { root: 'dist/worker', js: '' },
                filename: { js: '[name].js' },
                filenameHash: false,
              },
            },
          },
        }),
    server: {
      port: options.port,
      strictPort: true,
      host: '127.0.0.1',
      ...(isRemote
        ? { cors: { origin: options.shellOrigin }, headers: { Vary: 'Origin' } }
        : {
            // In dev the shell's dev server fronts the BFF for everything that is not an asset.
            proxy: {
              '/bff': options.bffOrigin,
              '/api': options.bffOrigin,
              '/config.json': options.bffOrigin,
              '/media': options.bffOrigin,
            },
            historyApiFallback: true,
          }),
    },
    dev: {
      // A remote's lazy-compilation requests would go to the page's origin (the shell), so a
      // remote compiles everything up front in dev.
      ...(isRemote ? { assetPrefix: 'auto', lazyCompilation: false } : {}),
      client: { overlay: false },
    },
  }));
}
