import { SEGMENT_OWNERS } from '@portal/contracts/route-map';

/** Where each workspace package lives, by folder (repo-relative), and its name. */
export type Workspaces = ReadonlyMap<string, string>;

/** The e2e specs every change to the shell or a shared package runs: signing in and the chrome. */
export const SMOKE_SPECS = ['sign-in.spec.ts', 'shell-headers.spec.ts', 'server-rendered-login.spec.ts'] as const;

/** The remote each app folder builds, for its routes. */
const REMOTE_FOLDERS: Readonly<Record<string, string>> = {
  'mfe-account': 'account',
  'mfe-rewards': 'rewards',
  'mfe-vouchers': 'vouchers',
  'mfe-info': 'info',
};

/** What `npm run test:quick` checks for a set of changed files. */
export interface QuickSelection {
  /** Workspace packages changed (turbo runs them and every package depending on them). */
  packages: string[];
  /** The root's own scripts changed: their tests run too. */
  scripts: boolean;
  /** The e2e specs to run, by file name, sorted. */
  specs: string[];
}

/** The workspace folder a file belongs to (the longest match), or null for the root's own files. */
function workspaceOf(file: string, workspaces: Workspaces): string | null {
  let found: string | null = null;
  for (const folder of workspaces.keys()) {
    if ((file === folder || file.startsWith(`${folder}/`)) && (!found || folder.length > found.length)) found = folder;
  }
  return found;
}

/** A spec names a remote's page when it mentions one of its top-level paths ('/rewards', `/vouchers/…`). */
function namesRemotePage(text: string, remote: string): boolean {
  return Object.entries(SEGMENT_OWNERS).some(
    ([segment, owner]) =>
      owner === remote && segment !== '' && new RegExp(`['"\`/]/?${segment}(?=[/?'"\`])`).test(text),
  );
}

/**
 * The pages of each feature of a remote, read from the remote's `src/routes.ts`: every route
 * block (an element of its `routes` array) names the features whose pages it imports and its
 * paths. A feature whose block has an index route owns its remote's `/` too (`index: true`).
 */
export function featurePages(routesText: string): Map<string, { paths: string[]; index: boolean }> {
  const pages = new Map<string, { paths: string[]; index: boolean }>();
  // Route blocks open and close at the array's indentation (biome formats every routes.ts alike).
  for (const block of routesText.split(/\n {2}\{\n/).slice(1)) {
    const body = block.split(/\n {2}\},?\n/)[0] ?? '';
    const paths = [...body.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');
    const index = /index: true/.test(body) || !/^ {4}path: '/m.test(body);
    for (const [, feature] of body.matchAll(/\.\/features\/([^/]+)\/routes\//g)) {
      if (!feature) continue;
      const known = pages.get(feature) ?? { paths: [], index: false };
      pages.set(feature, { paths: [...new Set([...known.paths, ...paths])], index: known.index || index });
    }
  }
  return pages;
}

/**
 * A spec goes to one of these paths itself (`goto('/transactions…')`), not only through a link on
 * the way to what it tests; a `:param` and what follows it are any value.
 */
function opensPath(text: string, routePath: string): boolean {
  const fixed = routePath.split('/:')[0]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? '';
  return fixed !== '' && !fixed.startsWith(':') && new RegExp(`goto\\(\\s*['"\`]/${fixed}(?=[/?#'"\`])`).test(text);
}

/**
 * The checks a change needs before its commit: the packages it touches (and, through turbo,
 * those that depend on them), and the e2e specs touching it — a spec changed itself; for a
 * remote's feature, the specs that open that feature's pages (`routesTexts`: each remote folder's
 * routes.ts; a feature owning `/`, where nearly every spec lands, takes the specs named after it);
 * for the rest of a remote, every spec that opens one of its pages (the dashboard's remote: its
 * `account-` specs); for the shell, a shared package or the e2e support code, the smoke specs and
 * every spec that imports the package. `specTexts` maps each spec's file name to its text.
 */
export function quickSelection(
  changed: readonly string[],
  workspaces: Workspaces,
  specTexts: ReadonlyMap<string, string>,
  routesTexts: ReadonlyMap<string, string> = new Map(),
): QuickSelection {
  const packages = new Set<string>();
  const specs = new Set<string>();
  let scripts = false;
  for (const file of changed) {
    if (file.startsWith('e2e/specs/') && file.endsWith('.spec.ts')) {
      const name = file.slice('e2e/specs/'.length);
      if (specTexts.has(name)) specs.add(name);
    }
    if (file.startsWith('e2e/support/')) for (const smoke of SMOKE_SPECS) specs.add(smoke);
    if (file.startsWith('scripts/')) scripts = true;
    const folder = workspaceOf(file, workspaces);
    if (!folder) continue;
    const name = workspaces.get(folder);
    if (name) packages.add(name);
    const remote = REMOTE_FOLDERS[folder];
    const feature = remote ? /^src\/features\/([^/]+)\//.exec(file.slice(folder.length + 1))?.[1] : undefined;
    const pages = feature ? featurePages(routesTexts.get(folder) ?? '').get(feature) : undefined;
    if (pages) {
      for (const [spec, text] of specTexts) {
        const named = pages.paths.some((routePath) => opensPath(text, routePath));
        if (named || (pages.index && spec.includes(feature ?? ''))) specs.add(spec);
      }
      continue;
    }
    for (const [spec, text] of specTexts) {
      if (remote === 'account' && spec.startsWith('account-')) specs.add(spec);
      else if (remote && namesRemotePage(text, remote)) specs.add(spec);
      else if (!remote && folder !== 'e2e' && name && text.includes(`'${name}/`)) specs.add(spec);
    }
    if (!remote && folder !== 'e2e' && folder !== 'bench') for (const smoke of SMOKE_SPECS) specs.add(smoke);
  }
  return { packages: [...packages].sort(), scripts, specs: [...specs].filter((spec) => specTexts.has(spec)).sort() };
}
