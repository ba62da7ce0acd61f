import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

/** A page of a remote: its path pattern and the modules its matched routes import lazily. */
export interface RouteModules {
  /** The path pattern from the root, as React Router matches it: `/vouchers/:voucherNumber`. */
  path: string;
  /** Absolute file paths of the modules each route on the way imports in its `lazy`. */
  modules: string[];
}

interface RouteLike {
  path?: string;
  index?: boolean;
  lazy?: unknown;
  children?: RouteLike[];
}

const joinPath = (base: string, path: string | undefined): string =>
  path === undefined ? base : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * Reads a remote's route table the way the shell does — by importing its `routes.ts` — and asks
 * each route's `lazy` which modules it imports, without loading them: while a `lazy` runs, every
 * module it asks for is recorded and answered with an empty stand-in (Node's module hooks), so no
 * page component, JSX or CSS is evaluated. Needs Node's TypeScript support (Node 24), as the
 * build's config does. The result is one entry per page pattern (every route that can be the
 * last match), each with the lazy modules of the routes on its way, parents first.
 */
export async function routeModules(routesFile: string): Promise<RouteModules[]> {
  let asked: string[] | undefined;
  const hooks = registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (!asked) return resolved;
      asked.push(resolved.url);
      return { url: `data:text/javascript,export{}//${encodeURIComponent(resolved.url)}`, shortCircuit: true };
    },
  });
  try {
    const { routes } = (await import(pathToFileURL(routesFile).href)) as { routes?: RouteLike[] };
    if (!Array.isArray(routes)) throw new Error(`${routesFile} exports no routes`);
    const lazyModules = async (route: RouteLike): Promise<string[]> => {
      const loaders =
        typeof route.lazy === 'function'
          ? [route.lazy]
          : Object.values((route.lazy as Record<string, unknown> | undefined) ?? {}).filter(
              (value) => typeof value === 'function',
            );
      const found: string[] = [];
      for (const load of loaders) {
        asked = [];
        try {
          await (load as () => Promise<unknown>)();
        } catch {
          // The stand-in has none of the page's exports: a `lazy` that checks them may throw.
        }
        found.push(...asked.filter((url) => url.startsWith('file:')).map((url) => new URL(url).pathname));
        asked = undefined;
      }
      return found;
    };
    const pages: RouteModules[] = [];
    const walk = async (list: RouteLike[], base: string, inherited: string[]): Promise<void> => {
      for (const route of list) {
        const path = route.index ? base : joinPath(base, route.path);
        const modules = [...inherited, ...(await lazyModules(route))];
        // A route with children that has no index is still a page of its own (React Router
        // matches it alone); with an index child, that child is the page at this path.
        const hasIndex = route.children?.some((child) => child.index) ?? false;
        if (!route.children?.length || !hasIndex) pages.push({ path: path || '/', modules: [...new Set(modules)] });
        if (route.children?.length) await walk(route.children, path, modules);
      }
    };
    await walk(routes, '', []);
    return pages;
  } finally {
    asked = undefined;
    hooks.deregister();
  }
}
