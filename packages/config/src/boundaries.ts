/**
 * Who may import whom: the architecture's dependency rules in one table (docs/architecture.md,
 * "Where code goes"). biome.json's `overrides` are generated from it (`node scripts/write-boundaries.ts`)
 * and boundaries.test.ts fails when they differ, so a rule is changed here, once, and a new remote
 * is one line in REMOTES.
 */

/** The remotes, each a separately deployed app. */
export const REMOTES = ['mfe-account', 'mfe-rewards', 'mfe-vouchers', 'mfe-info'] as const;

type Remote = (typeof REMOTES)[number];

/** What a row of the table refuses its files to import. */
type Refusal =
  /** Any app (the shell or a remote): packages sit below the apps. */
  | 'apps'
  /** The shell and every remote but the row's own. */
  | 'other-apps'
  /** Any remote: the shell loads them at run time. */
  | 'remotes'
  /** Another feature's api/ and routes/ folders. */
  | 'feature-internals'
  /** The package's own modules by a relative path, for the shared singletons. */
  | 'own-modules-by-path'
  /** Any @portal package. */
  | 'portal-packages'
  /** react-router itself, instead of the router facade. */
  | 'react-router';

interface Row {
  /** Biome `includes` globs of the files the row governs. */
  files: string[];
  /** The remote whose files these are, for `other-apps`. */
  remote?: Remote;
  refuses: Refusal[];
}

/**
 * The table. A file takes the last row that matches it (Biome replaces a rule's options per
 * override rather than merging them), so each row lists every refusal its files keep.
 */
export const BOUNDARY_TABLE: readonly Row[] = [
  { files: ['packages/**'], refuses: ['apps', 'react-router'] },
  {
    files: ['packages/session/src/**', 'packages/api-client/src/**', '!**/*.test.ts'],
    refuses: ['apps', 'own-modules-by-path', 'react-router'],
  },
  { files: ['packages/validation/src/**'], refuses: ['apps', 'portal-packages', 'react-router'] },
  ...REMOTES.map(
    (remote): Row => ({
      files: [`${remote}/**`],
      remote,
      refuses: ['other-apps', 'feature-internals', 'react-router'],
    }),
  ),
  { files: ['shell/**'], refuses: ['remotes', 'feature-internals', 'react-router'] },
  // The facade is the one module that imports react-router.
  { files: ['packages/router/**'], refuses: ['apps'] },
];

const MESSAGES: Record<Exclude<Refusal, 'react-router'>, string> = {
  apps: 'Packages never import apps: dependencies point from apps to packages.',
  'other-apps': 'A remote never imports another app: talk through @portal/contracts events and the URL.',
  remotes: 'The shell loads remotes at run time through Module Federation, never by import.',
  'feature-internals':
    "A feature reaches another feature only through its components/ and its top-level modules: api/ and routes/ are that feature's internals (a page is reached by its URL through the route map, a loader belongs to its route). Move what two features share to the top level of one, or to a package.",
  'own-modules-by-path':
    'A shared singleton package imports its own modules by package name (@portal/session/…, @portal/api-client/…): Module Federation shares by request, so a relative import would give a remote its own unshared copy.',
  'portal-packages':
    'validation is the bottom of the package graph: it imports no @portal package, so every other package (contracts included) can build on it.',
};

const REACT_ROUTER = {
  message:
    'Import the router from @portal/router/react-router: it is the module the apps share, so only the part of react-router they use is sent (a test may still build its own memory router).',
  allowImportNames: ['createMemoryRouter', 'createStaticHandler'],
};

/** The import patterns a refusal stands for, for the row's files. */
function groupOf(refusal: Exclude<Refusal, 'react-router'>, row: Row): string[] {
  switch (refusal) {
    case 'apps':
      return ['@portal/shell', '@portal/shell/*', '@portal/mfe-*', '**/shell/**', '**/mfe-*/**'];
    case 'other-apps': {
      const others = ['shell', ...REMOTES.filter((remote) => remote !== row.remote)];
      return [...others.map((app) => `@portal/${app}*`), ...others.map((app) => `**/${app}/**`)];
    }
    case 'remotes':
      return ['@portal/mfe-*', '**/mfe-*/**'];
    case 'feature-internals':
      return ['../../*/api/**', '../../*/routes/**', '../*/api/**', '../*/routes/**'];
    case 'own-modules-by-path':
      return ['./*', '../*'];
    case 'portal-packages':
      return ['@portal/*', '@portal/*/**'];
  }
}

/** biome.json's `overrides`, as the table says. */
export function boundaryOverrides(table: readonly Row[] = BOUNDARY_TABLE): unknown[] {
  return table.map((row) => {
    const patterns = row.refuses
      .filter((refusal): refusal is Exclude<Refusal, 'react-router'> => refusal !== 'react-router')
      .map((refusal) => ({ group: groupOf(refusal, row), message: MESSAGES[refusal] }));
    const options = {
      patterns,
      ...(row.refuses.includes('react-router') ? { paths: { 'react-router': REACT_ROUTER } } : {}),
    };
    return {
      includes: row.files,
      linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } },
    };
  });
}
