import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const probes: string[] = [];

/** Lints one probe file placed in the tree, with the repository's own Biome configuration. */
function lint(relativePath: string, source: string): string {
  const file = path.join(ROOT, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=50', relativePath], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout ?? ''}${stderr ?? ''}`;
  }
}

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
});

// Each case runs Biome over the tree: seconds apiece on a busy machine.
describe('dependency boundaries (ARCHITECTURE.md)', { timeout: 60_000 }, () => {
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
