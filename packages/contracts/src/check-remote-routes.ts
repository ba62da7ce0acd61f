import type { RouteObject } from '@portal/router/react-router';
import * as v from 'valibot';
import { isCompatibleContract, MIDDLEWARE, RemoteRoutesModuleSchema, routeHandle } from './remote-contract.ts';
import { expectedLayoutOf, ownerOf, type RemoteName } from './route-map.ts';

const join = (parent: string, path: string | undefined): string =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * Everything wrong with a remote's `./routes` module against the contract: its shape and
 * version, a handle (layout and known middleware) on every page, and every path owned by this
 * remote in the shell's map. Empty when the module is fine. Every remote's contract test runs it.
 */
export function remoteRouteProblems(remote: RemoteName, module: unknown): string[] {
  const parsed = v.safeParse(RemoteRoutesModuleSchema, module);
  if (!parsed.success) return parsed.issues.map((issue) => `shape: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  const problems: string[] = [];
  if (!isCompatibleContract(parsed.output.contractVersion)) {
    problems.push(`contract ${parsed.output.contractVersion} is not compatible with the shell's`);
  }
  const visit = (routes: RouteObject[], parent: string): void => {
    for (const route of routes) {
      const fullPath = join(parent, route.path);
      const isPage = !route.children || route.children.length === 0;
      const handle = routeHandle(route);
      if (isPage && !handle) problems.push(`${fullPath}: a page needs a handle with its layout and middleware`);
      if (isPage && handle && handle.layout !== expectedLayoutOf(fullPath)) {
        problems.push(
          `${fullPath}: layout "${handle.layout}" is not the "${expectedLayoutOf(fullPath)}" the shell draws while it loads (route-map SEGMENT_LAYOUTS): the page would jump`,
        );
      }
      for (const name of handle?.middleware ?? []) {
        if (!(MIDDLEWARE as readonly string[]).includes(name))
          problems.push(`${fullPath}: unknown middleware "${name}"`);
      }
      const owner = ownerOf(fullPath.replace(/\/:[^/]+|\/\*$/g, (part) => (part === '/*' ? '' : '/x')));
      if (owner !== remote) problems.push(`${fullPath}: belongs to ${owner ?? 'nobody'}, not ${remote}`);
      if (route.children) visit(route.children, fullPath);
    }
  };
  visit((module as { routes: RouteObject[] }).routes, '/');
  return problems;
}

/** Loads every lazily loaded page of a route table; resolves to the paths whose page is not a component. */
export async function unresolvedPages(routes: RouteObject[], parent = '/'): Promise<string[]> {
  const missing: string[] = [];
  for (const route of routes) {
    const fullPath = join(parent, route.path);
    const lazy = route.lazy;
    if (lazy && typeof lazy === 'object' && 'Component' in lazy && typeof lazy.Component === 'function') {
      const component = await lazy.Component();
      if (typeof component !== 'function') missing.push(fullPath);
    }
    if (route.children) missing.push(...(await unresolvedPages(route.children, fullPath)));
  }
  return missing;
}
