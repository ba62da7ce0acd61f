import type { Locator, Page } from '@playwright/test';
import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { balanceShownAboveFold } from '../support/layout-checks.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * Phone first (docs/decisions/0020-phone-first.md), what needs a width of its own: at 320, 390 (a
 * 390 × 844 phone) and 1366 px the balance is shown once above the fold, the first reward and
 * Redeem are on a phone's first screen, the member card opens full screen in one tap from every
 * signed-in page, and the header's mark stays round. That no page overflows, breaks a word or has
 * a tap target under 44 × 44 px is checked for every member class on the glossary's walk
 * (glossary.spec.ts), which reads each page at all three widths in one visit.
 */

const WIDTHS = [320, 390, 1366] as const;
const HEIGHT = 844;
const voucher = DEMO_VOUCHERS.find((item) => item.accountNumber === '20000001' && item.status === 'issued')!;

/** The signed-in pages, each with what shows it has its content (not skeletons). */
const SIGNED_IN: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByTestId('transaction-list') },
  { path: '/rewards', ready: (page) => page.getByTestId('reward-points').first() },
  { path: '/rewards/1', ready: (page) => page.getByTestId('reward-detail-points') },
  { path: '/transactions', ready: (page) => page.getByRole('navigation', { name: /pages/i }) },
  { path: '/vouchers', ready: (page) => page.getByRole('heading', { level: 1, name: 'Vouchers' }) },
  { path: `/vouchers/${voucher.voucherNumber}`, ready: (page) => page.getByTestId('voucher-till') },
  { path: '/offers', ready: (page) => page.getByTestId('offer-card').first() },
  {
    path: '/account',
    ready: (page) => page.getByRole('region', { name: 'Membership' }).getByText('member@example.com'),
  },
  { path: '/about', ready: (page) => page.getByRole('table').first() },
  { path: '/faq', ready: (page) => page.locator('details').first() },
  { path: '/contact', ready: (page) => page.getByRole('group', { name: 'Security check' }) },
];

async function visit(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: 20_000 });
  // Late data is in: nothing is still loading (skeletons, aria-busy regions).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test('at 320, 390 and 1366 px the balance is shown once above the fold on the dashboard and /rewards', async ({
  page,
}) => {
  await signIn(page, '20000001');
  const { points } = (await (await page.request.get('/api/v1/account/points')).json()) as { points: number };
  const shown = new Intl.NumberFormat('en-JM').format(points);
  for (const { path, ready } of SIGNED_IN.slice(0, 2)) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await visit(page, path, ready);
    // One visit, each screen: the page resized in place lays out as that screen shows it.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expect.poll(() => balanceShownAboveFold(page, shown), `${path} at ${width} px`).toBe(1);
    }
  }
});

test('on a 390 × 844 phone the first reward and the reward page’s Redeem are on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await signIn(page, '20000001');
  await visit(page, '/rewards', SIGNED_IN[1]!.ready);
  const first = page.getByRole('link', { name: 'J$500 Grocery Voucher' });
  await expect(first).toBeInViewport();

  await first.click();
  const redeem = page.getByRole('link', { name: /^Redeem for / });
  await expect(redeem).toBeVisible();
  await expect(redeem).toBeInViewport();
  // The bar stays with the reward while the member reads on.
  await page.mouse.wheel(0, 300);
  await expect(redeem).toBeInViewport();
});

test('at 390 and 1366 px the member card opens full screen in one tap from every signed-in page', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await signIn(page, '20000001');
  for (const { path, ready } of SIGNED_IN) {
    await visit(page, path, ready);
    // One visit, both screens: the page resized in place lays out as that screen shows it.
    for (const width of [390, 1366] as const) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.getByRole('button', { name: 'Show my member card' }).click();
      const card = page.getByRole('dialog', { name: 'Your member card' });
      const barcode = card.getByRole('img', { name: 'Member number barcode: 20000001' });
      await expect(barcode, `${path} at ${width} px`).toBeInViewport();
      const box = await card.boundingBox();
      expect(box, `${path} at ${width} px`).toEqual({ x: 0, y: 0, width, height: HEIGHT });
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
    }
  }
});

test('320 px: the header’s round star mark stays round, signed in and out, and the footer’s phone link is a full-size target', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: HEIGHT });
  const markSize = async () => {
    const box = await page
      .getByRole('banner')
      .getByRole('link', { name: /home$/ })
      .locator('span')
      .first()
      .boundingBox();
    return box ? [Math.round(box.width), Math.round(box.height)] : null;
  };
  await visit(page, '/login', (p) => p.getByRole('button', { name: 'Log in' }));
  expect(await markSize()).toEqual([32, 32]);
  await signIn(page, '20000001');
  await visit(page, SIGNED_IN[0]!.path, SIGNED_IN[0]!.ready);
  expect(await markSize()).toEqual([32, 32]);
  const phoneLink = page.getByRole('contentinfo').locator('a[href^="tel:"]');
  await expect(phoneLink).toHaveCount(1);
  expect((await phoneLink.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});
