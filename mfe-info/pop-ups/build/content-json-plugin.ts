import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { POP_UP_CONTENT_FILE } from '@portal/contracts/pop-up-contract';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The build environment that compiles the content module for Node, only to read it (below). */
export const CONTENT_ENVIRONMENT = 'content';

/**
 * Writes the content as data, `pop-up-content.json`, beside the build's `mf-manifest.json`: the
 * same campaigns the exposed module holds, with each image's URL relative to that folder. Why:
 * the BFF draws a returning visitor's login pop-up in the page's HTML (docs/decisions/0022-pop-ups.md,
 * "Drawn by the server"), and it reads marketing's content without running marketing's code.
 * From one source: the content module, compiled for Node with its images as the same hashed
 * paths the browser build gives them (`assetPrefix: '/'`), read once here and then removed.
 */
export function pluginContentJson(): RsbuildPlugin {
  return {
    name: 'portal:pop-up-content-json',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const content = environments[CONTENT_ENVIRONMENT];
        const web = environments.web;
        if (!content || !web) return;
        const compiled = path.join(content.distPath, 'pop-up-content.cjs');
        // A fresh copy each build (watch mode builds again in the same process).
        const require = createRequire(import.meta.url);
        delete require.cache[compiled];
        const module = require(compiled) as { contractVersion: string; popUps: Record<string, unknown> };
        const json = JSON.stringify(
          { contractVersion: module.contractVersion, popUps: module.popUps },
          // "/static/svg/x.svg" → "static/svg/x.svg": relative to the folder the file is served from.
          (key, value: unknown) => (key === 'imageUrl' && typeof value === 'string' ? value.replace(/^\//, '') : value),
        );
        await writeFile(path.join(web.distPath, POP_UP_CONTENT_FILE), json);
        await rm(content.distPath, { recursive: true, force: true });
      });
    },
  };
}
