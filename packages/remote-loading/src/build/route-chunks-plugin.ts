import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { routeChunks, type StatsChunk } from './route-chunks.ts';
import { routeModules } from './route-modules.ts';
import { routesGroupFiles, type StatsChunkGroup } from './routes-group.ts';

/** The key of the manifest that carries each page's chunks (the federation runtime ignores it). */
const ROUTE_CHUNKS_KEY = 'portalRouteChunks';
/** The key that carries the `./routes` expose's chunk group beyond its own chunk (routes-group.ts). */
const ROUTES_GROUP_KEY = 'portalRoutesGroup';

/**
 * Writes into a remote's `mf-manifest.json` which scripts each of its pages needs
 * (`portalRouteChunks: [{ path: '/vouchers/:voucherNumber', js: [...] }]`), so the BFF can preload
 * the page's own chunk with the remote's entry and routes module (packages/remote-loading/src/server), and
 * the rest of the routes module's chunk group (`portalRoutesGroup`, routes-group.ts). One
 * file, so the BFF's manifest cache (ETag, dropped on a switch) covers it. A production build
 * only; it must come before the precompression plugin, which compresses the manifest after it.
 * When the route table cannot be read this way, the build says so and the manifest stays as it
 * was: the BFF then preloads what it did before.
 */
export function pluginRouteChunks(routesFile: string): RsbuildPlugin {
  return {
    name: 'portal:route-chunks',
    setup(api) {
      // `pre`: before the precompression plugin writes the manifest's .br and .gz copies.
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ stats, environments }) => {
          const single = stats && 'stats' in stats ? stats.stats[0] : stats;
          // The browser's build: the first environment (a remote's server build comes after it).
          const environment = environments.web ?? Object.values(environments)[0];
          if (!single || !environment) return;
          const manifestFile = path.join(environment.distPath, 'mf-manifest.json');
          const appDir = api.context.rootPath;
          try {
            const { chunks = [], namedChunkGroups = {} } = single.toJson({
              all: false,
              chunks: true,
              chunkOrigins: true,
              chunkGroups: true,
            });
            const pages = routeChunks(
              await routeModules(path.resolve(appDir, routesFile)),
              chunks as StatsChunk[],
              appDir,
            );
            const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
            manifest[ROUTE_CHUNKS_KEY] = pages;
            const routesExpose = (manifest.exposes as { name?: string; assets?: { js?: { sync?: string[] } } }[]).find(
              (expose) => expose.name === 'routes',
            );
            manifest[ROUTES_GROUP_KEY] = routesGroupFiles(
              namedChunkGroups as Record<string, StatsChunkGroup>,
              routesExpose?.assets?.js?.sync ?? [],
            );
            await writeFile(manifestFile, JSON.stringify(manifest));
          } catch (error) {
            api.logger.warn(`No per-page chunks in ${manifestFile} (the BFF preloads less): ${String(error)}`);
          }
        },
      });
    },
  };
}
