import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { StatsChunkGroup } from './routes-group.ts';
import {
  chunkGroupScripts,
  chunkGroupStyles,
  FEDERATION_RUNTIME_GROUP,
  POP_UP_GROUP,
  SHELL_PRELOADS_FILE,
  type ShellPreloads,
} from './shell-preloads.ts';

/**
 * Writes {@link SHELL_PRELOADS_FILE} into the shell's build: the scripts of its federation runtime
 * chunk group, which the BFF preloads on every page a remote owns, with that remote's files. Without it
 * the runtime (22 kB gzip) was requested only once the shell's entry had run and rendered the route,
 * and everything of the remote's page waited for it (LCP on / 1.21–1.25 × the monolith's:
 * docs/decisions/0010-bff-preloads-the-pages-remote.md; docs/performance.md, "The federation runtime
 * preloaded"). A production build of the page's environment only (the service worker has no such
 * group); a build that cannot say writes nothing, and the BFF then preloads none of it.
 */
export function pluginShellPreloads(): RsbuildPlugin {
  return {
    name: 'portal:shell-preloads',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ stats }) => {
          if (!stats) return;
          const all = 'stats' in stats ? stats.stats : [stats];
          for (const single of all) {
            const { namedChunkGroups = {}, outputPath } = single.toJson({
              all: false,
              chunkGroups: true,
              outputPath: true,
            });
            const federationRuntime = chunkGroupScripts(
              namedChunkGroups as Record<string, StatsChunkGroup>,
              FEDERATION_RUNTIME_GROUP,
            );
            if (federationRuntime.length === 0 || !outputPath) continue;
            const groups = namedChunkGroups as Record<string, StatsChunkGroup>;
            const preloads: ShellPreloads = { federationRuntime, popUpStyles: chunkGroupStyles(groups, POP_UP_GROUP) };
            await writeFile(path.join(outputPath, SHELL_PRELOADS_FILE), JSON.stringify(preloads));
            return;
          }
          api.logger.warn(
            `No ${FEDERATION_RUNTIME_GROUP} chunk group in the build: ${SHELL_PRELOADS_FILE} not written (the BFF preloads less).`,
          );
        },
      });
    },
  };
}
