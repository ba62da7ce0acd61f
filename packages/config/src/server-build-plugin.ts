import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_BUILD_KEY } from '@portal/remote-loading/manifest/server-build-from-manifest';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Where a remote's server build goes, inside its dist/ (and so inside each published version). */
export const REMOTE_SERVER_DIR = 'server';
/** The server build's entry name: `server/routes.js`, the route table the browser loads as `./routes`. */
export const REMOTE_SERVER_ENTRY = 'routes';

/**
 * Pins a remote's server build in its own manifest: the file and the SHA-256 of its bytes
 * (`portalServerBuild`, packages/remote-loading/src/manifest/server-build-from-manifest.ts). The BFF's renderer loads the
 * server build of exactly the version whose manifest the browser is given, and refuses bytes
 * whose digest differ (a half-copied file, a cache or CDN serving another version's file). Runs
 * before the precompression plugin, which compresses the manifest after it.
 */
export function pluginServerBuild(): RsbuildPlugin {
  return {
    name: 'portal:server-build',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ environments }) => {
          const web = environments.web;
          const server = environments.server;
          if (!web || !server) return;
          const file = path.join(server.distPath, `${REMOTE_SERVER_ENTRY}.js`);
          const manifestFile = path.join(web.distPath, 'mf-manifest.json');
          const sha256 = createHash('sha256')
            .update(await readFile(file))
            .digest('base64');
          const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
          manifest[SERVER_BUILD_KEY] = { file: `${REMOTE_SERVER_DIR}/${REMOTE_SERVER_ENTRY}.js`, sha256 };
          await writeFile(manifestFile, JSON.stringify(manifest));
        },
      });
    },
  };
}
