import path from 'node:path';
import type { RouteModules } from './route-modules.ts';

/** What the build's stats say of one chunk (`stats.toJson({ chunks: true })`). */
export interface StatsChunk {
  files?: string[];
  /** Where the chunk is loaded from: the importing module (relative to the app) and its request. */
  origins?: { moduleName?: string; request?: string }[];
}

/** One page of a remote and the files its own routes load, relative to the build's folder. */
export interface RouteChunks {
  path: string;
  js: string[];
  /** The stylesheets of the same chunks: the chunk loader waits for them too before the page renders. */
  css: string[];
}

const withoutExtension = (file: string): string => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The scripts (and their stylesheets) each page of a remote needs beyond its routes module: for every module a page's
 * routes import lazily, the chunks Rspack made for that `import()` (each chunk names the import
 * that loads it among its origins). Paths are as the manifest gives its other assets (relative to
 * the build's folder); pages without lazy chunks are left out.
 */
export function routeChunks(pages: RouteModules[], chunks: StatsChunk[], appDir: string): RouteChunks[] {
  const filesByModule = new Map<string, string[]>();
  for (const chunk of chunks) {
    const scripts = (chunk.files ?? []).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
    for (const origin of chunk.origins ?? []) {
      if (!origin.moduleName || !origin.request?.startsWith('.')) continue;
      const imported = withoutExtension(
        path.resolve(appDir, path.dirname(origin.moduleName.replace(/^.*!/, '')), origin.request),
      );
      filesByModule.set(imported, [...(filesByModule.get(imported) ?? []), ...scripts]);
    }
  }
  return pages
    .map((page) => {
      const files = [
        ...new Set(page.modules.flatMap((module) => filesByModule.get(withoutExtension(module)) ?? [])),
      ].sort();
      return {
        path: page.path,
        js: files.filter((file) => file.endsWith('.js')),
        css: files.filter((file) => file.endsWith('.css')),
      };
    })
    .filter((page) => page.js.length > 0);
}
