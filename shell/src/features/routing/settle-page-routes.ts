import { matchRoutes, type RouteObject } from '@portal/router/react-router';

/**
 * Loads the lazy parts (`lazy: { Component }`) of the routes `pathname` matches, and writes them
 * into those route objects, so a router created on them draws the page at once.
 *
 * Why: a page the server rendered is hydrated with the server's loader data, and React Router
 * runs the loaders again for any matched route still marked `lazy`; settled first, the browser's
 * route tree is the server's, the data is the server's, and React keeps the server's nodes. The
 * BFF's renderer settles the same routes the same way.
 */
export async function settlePageRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
              ),
            );
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
