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
 * The checks a change needs before its commit: the packages it touches (and, through turbo,
 * those that depend on them), and the e2e specs touching it — a spec changed itself; for a
 * remote, every spec that opens one of its pages (the dashboard's remote: its `account-` specs,
 * since nearly every spec lands on the dashboard); for the shell, a shared package or the e2e
 * support code, the smoke specs and every spec that imports the package. `specTexts` maps each
 * spec's file name to its text.
 */
export function quickSelection(
  changed: readonly string[],
  workspaces: Workspaces,
  specTexts: ReadonlyMap<string, string>,
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
    for (const [spec, text] of specTexts) {
      if (remote === 'account' && spec.startsWith('account-')) specs.add(spec);
      else if (remote && namesRemotePage(text, remote)) specs.add(spec);
      else if (!remote && folder !== 'e2e' && name && text.includes(`'${name}/`)) specs.add(spec);
    }
    if (!remote && folder !== 'e2e' && folder !== 'bench') for (const smoke of SMOKE_SPECS) specs.add(smoke);
  }
  return { packages: [...packages].sort(), scripts, specs: [...specs].filter((spec) => specTexts.has(spec)).sort() };
}
