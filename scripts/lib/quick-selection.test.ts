import { describe, expect, it } from 'vitest';
import { quickSelection, SMOKE_SPECS } from './quick-selection.ts';

const WORKSPACES = new Map([
  ['shell', '@portal/shell'],
  ['mfe-account', '@portal/mfe-account'],
  ['mfe-rewards', '@portal/mfe-rewards'],
  ['mfe-vouchers', '@portal/mfe-vouchers'],
  ['packages/contracts', '@portal/contracts'],
  ['packages/ui', '@portal/ui'],
  ['e2e', '@portal/e2e'],
]);

const SPECS = new Map([
  ['sign-in.spec.ts', "await page.goto('/login');"],
  ['shell-headers.spec.ts', "await page.goto('/');"],
  ['server-rendered-login.spec.ts', "await page.goto('/login');"],
  ['rewards.spec.ts', "await page.goto('/rewards?sort=closest');"],
  ['vouchers-detail.spec.ts', "await page.goto('/vouchers/' + voucher);"],
  ['account-tier.spec.ts', "await page.goto('/');"],
  ['within-reach.spec.ts', "import { fullMemberRefusalOf } from '@portal/contracts/full-member-rule';"],
  ['faq.spec.ts', "await page.goto('/faq'); // about rewards"],
]);

const select = (...changed: string[]) => quickSelection(changed, WORKSPACES, SPECS);

describe('what test:quick checks for a change', () => {
  it('a remote: its package (turbo adds its dependents) and the specs that open its pages', () => {
    expect(select('mfe-rewards/src/features/catalogue/components/reward-card.tsx')).toEqual({
      packages: ['@portal/mfe-rewards'],
      scripts: false,
      specs: ['rewards.spec.ts'],
    });
    expect(select('mfe-vouchers/src/x.ts').specs).toEqual(['vouchers-detail.spec.ts']);
  });

  it('the dashboard’s remote: its account- specs, not every spec that lands on the dashboard', () => {
    expect(select('mfe-account/src/features/dashboard/routes/dashboard-page.tsx').specs).toEqual([
      'account-tier.spec.ts',
    ]);
  });

  it('a shared package or the shell: the smoke specs and the specs that import the package', () => {
    expect(select('packages/contracts/src/within-reach.ts')).toEqual({
      packages: ['@portal/contracts'],
      scripts: false,
      specs: [...SMOKE_SPECS, 'within-reach.spec.ts'].sort(),
    });
    expect(select('shell/src/bootstrap.tsx').specs).toEqual([...SMOKE_SPECS].sort());
  });

  it('a spec itself, the e2e support code, the scripts', () => {
    expect(select('e2e/specs/faq.spec.ts').specs).toEqual(['faq.spec.ts']);
    expect(select('e2e/support/test.ts').specs).toEqual([...SMOKE_SPECS].sort());
    expect(select('scripts/test.ts')).toEqual({ packages: [], scripts: true, specs: [] });
  });

  it('docs alone need no package and no spec', () => {
    expect(select('docs/architecture.md', 'README.md')).toEqual({ packages: [], scripts: false, specs: [] });
  });
});
