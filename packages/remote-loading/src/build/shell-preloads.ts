import type { StatsChunkGroup } from './routes-group.ts';

/**
 * The file the shell's build writes beside index.html, naming the scripts of its own lazy chunk
 * groups that the BFF preloads (shell/server/routes/shell-assets.ts). The shell's async chunks have
 * hashed ids for names, so only the build can say which files a group is made of.
 */
export const SHELL_PRELOADS_FILE = 'shell-preloads.json';

/**
 * The chunk group of the federation runtime (`import(/* webpackChunkName: "federation-runtime" *\/
 * …)` in shell/src/features/remotes/lazy-federation.ts): Module Federation's runtime core and the
 * shell's glue. Every page of a remote needs it, and the shell's entry asks for it only once it
 * has run and rendered the route.
 */
export const FEDERATION_RUNTIME_GROUP = 'federation-runtime';

/**
 * The chunk group of the pop-up (`import(/* webpackChunkName: "pop-up-offer" *\/ …)` in
 * shell/src/features/pop-ups/pop-up-host.tsx): its stylesheets (the carousel's) are the ones a
 * pop-up the BFF draws into a page needs from its first paint.
 */
export const POP_UP_GROUP = 'pop-up-offer';

/** What {@link SHELL_PRELOADS_FILE} holds: for each group, its files as paths from the site's root. */
export interface ShellPreloads {
  federationRuntime: string[];
  /** The pop-up group's stylesheets (absent from a build before 29 Nov). */
  popUpStyles?: string[];
}

/**
 * The scripts of one named chunk group (`stats.toJson({ chunkGroups: true })`), as root-relative
 * paths (`/static/js/async/p.8040ba1a35.js`), in the group's own order; none when the build has no
 * such group. Stylesheets are left out: the runtime has none.
 */
export function chunkGroupScripts(namedChunkGroups: Record<string, StatsChunkGroup>, name: string): string[] {
  return chunkGroupFiles(namedChunkGroups, name, '.js');
}

/** The same for a group's stylesheets. */
export function chunkGroupStyles(namedChunkGroups: Record<string, StatsChunkGroup>, name: string): string[] {
  return chunkGroupFiles(namedChunkGroups, name, '.css');
}

function chunkGroupFiles(namedChunkGroups: Record<string, StatsChunkGroup>, name: string, extension: string): string[] {
  return (namedChunkGroups[name]?.assets ?? [])
    .map((asset) => asset.name)
    .filter((file): file is string => typeof file === 'string' && file.endsWith(extension))
    .map((file) => `/${file.replace(/^\/+/, '')}`);
}
