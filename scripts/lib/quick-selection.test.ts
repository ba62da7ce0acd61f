import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featurePages, quickSelection, SMOKE_SPECS } from './quick-selection.ts';

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

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The real route tables: the selection must read them as they are written. */
const ROUTES = new Map(
  ['mfe-account', 'mfe-rewards'].map((folder) => [
    folder,
    readFileSync(path.join(ROOT, folder, 'src/routes.ts'), 'utf8'),
  ]),
);
const ACCOUNT_SPECS = new Map([
  ['account-dashboard.spec.ts', "await page.goto('/');"],
  ['account-promo.spec.ts', "await page.goto('/promo');"],
  ['account-history.spec.ts', "await page.goto('/transactions?from=2026-01-01');"],
  ['transactions-phone.spec.ts', 'await page.goto(`/transactions/` + id);'],
  ['account-profile.spec.ts', "await page.goto('/account');"],
  ['account-delete.spec.ts', "await page.goto('/account/delete');"],
  ['rewards.spec.ts', "await page.goto('/rewards');"],
]);
const selectFeature = (file: string) => quickSelection([file], WORKSPACES, ACCOUNT_SPECS, ROUTES).specs;

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

  it("a remote's feature: the specs that open its pages, read from the remote's routes.ts", () => {
    expect(featurePages(ROUTES.get('mfe-account') ?? '').get('transactions')).toEqual({
      paths: ['transactions', 'transactions/:id'],
      index: false,
    });
    expect(featurePages(ROUTES.get('mfe-account') ?? '').get('dashboard')).toEqual({ paths: ['promo'], index: true });
    expect(selectFeature('mfe-account/src/features/transactions/components/history-filters.tsx')).toEqual([
      'account-history.spec.ts',
      'transactions-phone.spec.ts',
    ]);
    // The dashboard owns /, where nearly every spec lands: the specs named after it, and /promo's.
    expect(selectFeature('mfe-account/src/features/dashboard/routes/dashboard-page.tsx')).toEqual([
      'account-dashboard.spec.ts',
      'account-promo.spec.ts',
    ]);
    // /account/delete is /account's too, as a spec naming it opens both.
    expect(selectFeature('mfe-account/src/features/account/routes/account-page.tsx')).toEqual([
      'account-delete.spec.ts',
      'account-profile.spec.ts',
    ]);
    expect(selectFeature('mfe-rewards/src/features/redeem/routes/redeem-page.tsx')).toEqual(['rewards.spec.ts']);
    // Outside a feature's folder (the route table, a shared feature): every spec of the remote.
    expect(selectFeature('mfe-account/src/routes.ts')).toEqual([
      'account-dashboard.spec.ts',
      'account-delete.spec.ts',
      'account-history.spec.ts',
      'account-profile.spec.ts',
      'account-promo.spec.ts',
      'transactions-phone.spec.ts',
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
