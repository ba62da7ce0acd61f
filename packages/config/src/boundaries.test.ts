import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOUNDARY_TABLE, boundaryOverrides, REMOTES } from './boundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * The probes live in a scratch tree with the repository's own biome.json, laid out like the
 * repository, never in the repository itself: `npm test` typechecks, lints and tests the other
 * packages at the same time, and a probe there would be read by them (a probe is made to break a
 * rule). The rules match import strings by the importing file's path, so the imported files need
 * not exist.
 */
const SCRATCH = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
copyFileSync(path.join(ROOT, 'biome.json'), path.join(SCRATCH, 'biome.json'));
// The configuration names its GritQL plugins by path: they come along, or Biome refuses to start.
cpSync(path.join(ROOT, 'packages/config/biome'), path.join(SCRATCH, 'packages/config/biome'), { recursive: true });

/** Lints one probe file at `relativePath` of the scratch tree, with the repository's Biome configuration. */
function lint(relativePath: string, source: string): string {
  const file = path.join(SCRATCH, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/biome'),
      ['lint', '--max-diagnostics=50', '--vcs-enabled=false', relativePath],
      { cwd: SCRATCH, stdio: 'pipe' },
    );
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout ?? ''}${stderr ?? ''}`;
  }
}

afterAll(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
});

describe('the boundary table (boundaries.ts)', () => {
  it('is what biome.json enforces: its overrides are generated from the table', () => {
    const biome = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as { overrides: unknown[] };
    // On a difference: `node scripts/write-boundaries.ts` writes them again from the table.
    expect(biome.overrides).toEqual(boundaryOverrides());
  });

  it('gives every remote a row that refuses the shell and every other remote, and nothing more', () => {
    for (const remote of REMOTES) {
      const row = BOUNDARY_TABLE.find((candidate) => candidate.remote === remote);
      expect(row?.files).toEqual([`${remote}/**`]);
      const [override] = boundaryOverrides([row!]) as {
        linter: { rules: { style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } } } };
      }[];
      const [apps] = override!.linter.rules.style.noRestrictedImports.options.patterns;
      const others = ['shell', ...REMOTES.filter((other) => other !== remote)];
      expect(apps!.group.sort()).toEqual(
        [...others.map((o) => `@portal/${o}*`), ...others.map((o) => `**/${o}/**`)].sort(),
      );
    }
  });
});

// Each case runs Biome over the tree: seconds apiece on a busy machine.
describe('dependency boundaries (docs/architecture.md, "Where code goes")', { timeout: 60_000 }, () => {
  it('stops a remote importing another remote or the shell', () => {
    const output = lint(
      'mfe-account/src/boundary-probe.ts',
      "import { routes } from '../../mfe-rewards/src/routes.ts';\nimport { a } from '@portal/shell/src/bootstrap.tsx';\nexport const x = [routes, a];\n",
    );
    expect(output.match(/A remote never imports another app/g)).toHaveLength(2);
  });

  it('stops a package importing an app', () => {
    const output = lint(
      'packages/ui/src/boundary-probe.ts',
      "import { routes } from '../../../mfe-info/src/routes.ts';\nexport const x = routes;\n",
    );
    expect(output).toContain('Packages never import apps');
  });

  it("stops remote-loading importing the shell (its browser half stays in the shell's feature folder)", () => {
    const output = lint(
      'packages/remote-loading/src/server/boundary-probe.ts',
      "import { a } from '../../../../shell/src/features/remotes/remote-registry.ts';\nexport const x = a;\n",
    );
    expect(output).toContain('Packages never import apps');
  });

  it('stops a shared singleton package importing an app too', () => {
    const output = lint(
      'packages/session/src/boundary-probe.ts',
      "import { routes } from '@portal/mfe-info/src/routes.ts';\nexport const x = routes;\n",
    );
    expect(output).toContain('Packages never import apps');
  });

  it('sends apps to the router facade, so only the part of react-router they use is shared', () => {
    expect(
      lint('mfe-vouchers/src/boundary-probe.ts', "import { Link } from 'react-router';\nexport const x = Link;\n"),
    ).toContain('Import the router from @portal/router/react-router');
    expect(
      lint(
        'shell/src/boundary-probe.ts',
        "import { useNavigate } from 'react-router';\nexport const x = useNavigate;\n",
      ),
    ).toContain('Import the router from @portal/router/react-router');
    // A test may still build its own memory router; the facade itself imports react-router.
    expect(
      lint(
        'mfe-account/src/boundary-probe.test.ts',
        "import { createMemoryRouter } from 'react-router';\nexport const x = createMemoryRouter;\n",
      ),
    ).not.toContain('noRestrictedImports');
    expect(
      lint('packages/router/src/boundary-probe.ts', "import { Link } from 'react-router';\nexport const x = Link;\n"),
    ).not.toContain('noRestrictedImports');
  });

  it('stops the shell importing a remote', () => {
    const output = lint(
      'shell/src/boundary-probe.ts',
      "import { routes } from '../../mfe-vouchers/src/routes.ts';\nexport const x = routes;\n",
    );
    expect(output).toContain('The shell loads remotes at run time');
  });

  it('lets apps import packages', () => {
    const output = lint(
      'mfe-info/src/boundary-probe.ts',
      "import { REMOTE_NAMES } from '@portal/contracts/route-map';\nexport const x = REMOTE_NAMES;\n",
    );
    expect(output).not.toContain('noRestrictedImports');
  });

  it("stops a feature reaching into another feature's api/ or routes/", () => {
    const output = lint(
      'mfe-rewards/src/features/redeem/components/boundary-probe.ts',
      "import { a } from '../../catalogue/api/catalogue-loader.ts';\nimport { b } from '../../catalogue/routes/catalogue-page.tsx';\nexport const x = [a, b];\n",
    );
    expect(output.match(/A feature reaches another feature only through/g)).toHaveLength(2);
    // The shell's features are single folders: the same rule, one level up.
    expect(
      lint(
        'shell/src/features/header/boundary-probe.ts',
        "import { a } from '../login/api/login-call.ts';\nexport const x = a;\n",
      ),
    ).toContain('A feature reaches another feature only through');
  });

  it("lets a feature use another's components and top-level modules, and its own api/ and routes/", () => {
    const output = lint(
      'mfe-rewards/src/features/redeem/routes/boundary-probe.ts',
      [
        "import { a } from '../../catalogue/components/availability-badge.tsx';",
        "import { b } from '../../reward-detail/reward-loader.ts';",
        "import { c } from '../api/redeem-loader.ts';",
        "import { d } from './redeem-page.tsx';",
        'export const x = [a, b, c, d];',
        '',
      ].join('\n'),
    );
    expect(output).not.toContain('noRestrictedImports');
    // The route map (outside features/) imports the pages.
    expect(
      lint(
        'mfe-rewards/src/boundary-probe.ts',
        "import { a } from './features/catalogue/routes/catalogue-page.tsx';\nexport const x = a;\n",
      ),
    ).not.toContain('noRestrictedImports');
  });

  it('keeps validation at the bottom: it imports no @portal package', () => {
    const output = lint(
      'packages/validation/src/boundary-probe.ts',
      "import { REMOTE_NAMES } from '@portal/contracts/route-map';\nexport const x = REMOTE_NAMES;\n",
    );
    expect(output).toContain('validation is the bottom of the package graph');
    expect(
      lint('packages/validation/src/boundary-probe.ts', "import * as v from 'valibot';\nexport const x = v;\n"),
    ).not.toContain('noRestrictedImports');
  });
});
