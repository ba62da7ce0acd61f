import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The libraries every federated app shares, as singletons. One list, used by the shell and every
 * remote, so they cannot drift. Deep imports get entries of their own: Module Federation matches
 * shared modules by exact request, so `react/jsx-runtime` or `react-dom/client` would otherwise be
 * bundled twice. Nothing is eager: every app starts through an async boundary.
 */
const LIBRARIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai', 'jotai/utils'] as const;

/**
 * Our own packages shared as singletons: one session store and one api-client (one refresh in
 * flight) for the whole page, and the router. They have no barrel files, so each of their modules
 * is shared under its own request (`@portal/session/session-atoms`, …).
 *
 * The router is shared through `@portal/router/react-router`, which re-exports the part of
 * react-router the apps use: a shared library cannot be tree-shaken, a shared module's imports
 * can. It is still one router with one set of contexts for the whole page.
 */
const WORKSPACE_PACKAGES = ['@portal/session', '@portal/api-client', '@portal/router'] as const;

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager: false;
  strictVersion: false;
}

function entry(version: string): SharedEntry {
  return {
    singleton: true,
    requiredVersion: `^${version.split('.')[0]}.0.0`,
    version,
    eager: false,
    strictVersion: false,
  };
}

/** Module requests of a workspace package: one per source file, as its `./*` export maps them. */
function modulesOf(packageDir: string, name: string): string[] {
  const srcDir = path.join(packageDir, 'src');
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(item.name) && !/\.(test|spec)\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts')) {
        found.push(
          `${name}/${path
            .relative(srcDir, full)
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, '')}`,
        );
      }
    }
  };
  walk(srcDir);
  return found;
}

/**
 * `requiredVersion` is read from the package each app actually resolves, not from its
 * package.json: our manifests say `catalog:` and `workspace:*`, which Module Federation cannot read.
 */
export function sharedDependencies(appDir: string): Record<string, SharedEntry> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, SharedEntry> = {};
  const versionOf = (pkgName: string): string | undefined => {
    try {
      return (require(`${pkgName}/package.json`) as { version: string }).version;
    } catch {
      return undefined; // this app does not depend on it: nothing to share
    }
  };
  for (const request of LIBRARIES) {
    const pkgName = request.split('/')[0] ?? request;
    const version = versionOf(pkgName);
    if (version) shared[request] = entry(version);
  }
  for (const pkgName of WORKSPACE_PACKAGES) {
    const version = versionOf(pkgName);
    if (!version) continue;
    const packageDir = path.dirname(require.resolve(`${pkgName}/package.json`));
    for (const request of modulesOf(packageDir, pkgName)) shared[request] = entry(version);
  }
  return shared;
}
