import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Puts the scripts of one entry at the top of the page's head as `async`, before the page's own
 * (deferred) scripts: a small script that must run as early as it can (the shell's form hold,
 * shell/src/hold-forms.ts). Async, not parser-blocking: the server's page is painted whatever
 * becomes of it, as before (the first paint waits for no script). At the browser's priority for
 * an async script (low), not `fetchpriority=high`: Lighthouse's simulation counts a high-priority
 * script asked for before the first paint as holding it (one round trip of its FCP), though the
 * browser paints without it; the page's stylesheets are in its HTML, so nothing in the head
 * queues before it (docs/performance.md). The
 * entry has no page of its own (`html: false`) and is meant to be one file (a production build's
 * is), or its parts could run out of order: the build warns otherwise.
 */
export function pluginEarlyScript(entry: string): RsbuildPlugin {
  return {
    name: 'portal:early-script',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const files = (compilation.entrypoints.get(entry)?.getFiles() ?? []).filter((file) => file.endsWith('.js'));
        // Async scripts run as they arrive: more than one file could run out of order.
        if (files.length !== 1) api.logger.warn(`The early entry ${entry} is ${files.length} scripts, not one.`);
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        return {
          headTags: [
            ...files.map((file) => ({
              tag: 'script',
              attrs: { async: true, src: `${prefix}${file}` },
            })),
            ...headTags,
          ],
          bodyTags,
        };
      });
    },
  };
}
