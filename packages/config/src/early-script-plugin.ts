import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Puts the scripts of one entry at the top of the page's head as `async` with a high fetch
 * priority, before the page's own (deferred) scripts: a small script that must run as early as it
 * can (the shell's form hold, shell/src/hold-forms.ts). Async, not parser-blocking: the server's
 * page is painted whatever becomes of it, as before (the first paint waits for no script). The
 * entry has no page of its own (`html: false`); it must be one file, or it would not run alone.
 */
export function pluginEarlyScript(entry: string): RsbuildPlugin {
  return {
    name: 'portal:early-script',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const files = (compilation.entrypoints.get(entry)?.getFiles() ?? []).filter((file) => file.endsWith('.js'));
        if (files.length !== 1) throw new Error(`The early entry ${entry} must be one script; it is ${files.length}.`);
        const src = `${assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`}${files[0]}`;
        return {
          headTags: [{ tag: 'script', attrs: { async: true, fetchpriority: 'high', src } }, ...headTags],
          bodyTags,
        };
      });
    },
  };
}
