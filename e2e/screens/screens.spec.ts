import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { installOfferIn, offerInstall } from '../support/install-offer.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';
import { nextVisit } from '../support/visits.ts';

/**
 * The screenshots a reviewer reads in docs/screens/ (docs/decisions/0020-phone-first.md): the first
 * screen of a 390 × 844 phone, signed in as the demo member 20000001, once each page's content is
 * in; and, whole, three cards further down their page (within reach, the offers for you, the
 * security centre); the member card; and the install offer on a later visit.
 */
const SCREENS = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screens');
const voucher = DEMO_VOUCHERS.find((item) => item.accountNumber === '20000001' && item.status === 'issued')!;

const PAGES: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'dashboard', path: '/', ready: (page) => page.getByTestId('transaction-list') },
  { name: 'rewards', path: '/rewards', ready: (page) => page.getByTestId('reward-points').first() },
  { name: 'transactions', path: '/transactions', ready: (page) => page.getByRole('navigation', { name: /pages/i }) },
  { name: 'reward', path: '/rewards/1', ready: (page) => page.getByTestId('reward-detail-points') },
  { name: 'voucher', path: `/vouchers/${voucher.voucherNumber}`, ready: (page) => page.getByTestId('voucher-till') },
  { name: 'offers', path: '/offers', ready: (page) => page.getByTestId('offer-card').first() },
  { name: 'contact', path: '/contact', ready: (page) => page.getByRole('group', { name: 'Security check' }) },
];

test('the phone screenshots of docs/screens/', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '20000001');
  for (const { name, path: at, ready } of PAGES) {
    await page.goto(at);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await page.screenshot({ path: path.join(SCREENS, `${name}-390.png`), animations: 'disabled', caret: 'hide' });
  }
  // Cards further down their page, each whole: the dashboard's rewards within reach and offers, the security centre.
  for (const { name, path: at, region, ready } of [
    { name: 'within-reach', path: '/', region: 'Within reach' },
    // Its skeleton is not marked busy: it waits for its content.
    { name: 'offers-card', path: '/', region: 'Offers for you', ready: 'offers-card' },
    { name: 'security-centre', path: '/account', region: 'Security' },
  ]) {
    await page.goto(at);
    const card = page.getByRole('region', { name: region });
    await expect(card).toBeVisible({ timeout: 20_000 });
    if (ready) await expect(card.getByTestId(ready)).toBeVisible({ timeout: 20_000 });
    await expect(card.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await card.screenshot({ path: path.join(SCREENS, `${name}-390.png`), animations: 'disabled', caret: 'hide' });
  }
  // The member card, opened from the header as at a till.
  await page.getByRole('button', { name: 'Show my member card' }).click();
  await expect(page.getByRole('dialog', { name: 'Your member card' }).getByRole('img').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'member-card-390.png'), animations: 'disabled', caret: 'hide' });
  // The install offer, as a member sees it on a later visit where the browser offers an install.
  await page.keyboard.press('Escape');
  const later = await nextVisit(page);
  await later.setViewportSize({ width: 390, height: 844 });
  await later.goto('/');
  await expect(later.getByTestId('transaction-list')).toBeVisible({ timeout: 20_000 });
  await expect(later.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await offerInstall(later);
  await expect(installOfferIn(later)).toBeVisible();
  await later.screenshot({ path: path.join(SCREENS, 'install-offer-390.png'), animations: 'disabled', caret: 'hide' });
});
