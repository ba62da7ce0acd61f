import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

const numberFormat = new Intl.NumberFormat('en-JM');
const pts = (points: number) => `${numberFormat.format(points)} pts`;

/** The points of the cards on show, in order. */
function cardPoints(page: Page): Promise<number[]> {
  return page
    .getByTestId('reward-points')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-points'))));
}

async function cardCategories(page: Page): Promise<string[]> {
  return page.getByTestId('reward-category').allTextContents();
}

/** What the provider says the unfiltered catalogue holds (through the BFF, as the page asks). */
async function catalogueSize(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/rewards/search?shouldPage=true&size=1');
  return ((await response.json()) as { page: { totalElements: number } }).page.totalElements;
}

test('a visitor browses, searches, filters by two categories, sorts both ways and pages, with Back working', async ({
  page,
}) => {
  // A long flow: a dozen searches of the catalogue and two accessibility scans.
  test.slow();
  const total = await catalogueSize(page);
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 1–12 of ${total} rewards`);
  await expect(page.getByTestId('reward-card')).toHaveCount(12);
  // Categories come alphabetically.
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('checkbox')).toHaveCount(8);
  const names = await page.getByRole('group', { name: 'Categories' }).locator('label').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  // Card images are sized; the first view's four load with the page (the first row on a phone
  // first: the page's largest paint), the rest lazily.
  const images = page.getByTestId('reward-card').locator('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(2)).toHaveAttribute('fetchpriority', 'auto');
  await expect(images.nth(3)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('width', '320');
  await expect(images.first()).toHaveAttribute('height', '200');
  await expectNoAxeViolations(page);

  // Search.
  await page.getByLabel('Search rewards').fill('fuel');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/rewards\?query=fuel$/);
  await expect(page.getByRole('heading', { name: 'Results for “fuel”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'J$5,000 Fuel Voucher' })).toBeVisible();

  // Two categories at once (a new filter keeps the search).
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await page.getByRole('checkbox', { name: 'Dining' }).check();
  await expect(page).toHaveURL(/\/rewards\?categories=dining$/);
  await page.getByRole('checkbox', { name: 'Pharmacy' }).check();
  await expect(page).toHaveURL(/\/rewards\?categories=dining&categories=pharmacy$/);
  await expect(page.getByRole('checkbox', { name: 'Dining' })).toBeChecked();
  await expect(page.getByTestId('results-summary')).toBeVisible();
  await expect.poll(async () => new Set(await cardCategories(page))).toEqual(new Set(['Dining', 'Pharmacy']));
  // Screen readers hear the new count.
  await expect(page.getByTestId('results-announcement')).toHaveText(/^Showing \d+ rewards$/);

  // Sort both ways, within the filter.
  await page.getByLabel('Sort by').selectOption({ label: 'Points: low to high' });
  await expect(page).toHaveURL(/categories=dining&categories=pharmacy&sort=points-asc$/);
  await expect
    .poll(async () => {
      const points = await cardPoints(page);
      return points.length > 1 && points.every((value, i) => i === 0 || (points[i - 1] ?? 0) <= value);
    })
    .toBe(true);
  await page.getByLabel('Sort by').selectOption({ label: 'Points: high to low' });
  await expect(page).toHaveURL(/sort=points-desc$/);
  await expect
    .poll(async () => {
      const points = await cardPoints(page);
      return points.length > 1 && points.every((value, i) => i === 0 || (points[i - 1] ?? 0) >= value);
    })
    .toBe(true);
  expect(new Set(await cardCategories(page))).toEqual(new Set(['Dining', 'Pharmacy']));

  // Pages of the whole catalogue, newest first.
  await page.goto('/rewards?sort=newest');
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 1–12 of ${total} rewards`);
  const firstPage = await page.getByTestId('reward-card').locator('h3').allTextContents();
  await page.getByRole('navigation', { name: 'Pages of rewards' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/rewards\?sort=newest&page=2$/);
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 13–24 of ${total} rewards`);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await page.getByTestId('reward-card').locator('h3').allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await expectNoAxeViolations(page);

  // Back and forward move through the searches.
  await page.goBack();
  await expect(page).toHaveURL(/\/rewards\?sort=newest$/);
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 1–12 of ${total} rewards`);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL(/sort=points-desc$/);
  await expect(page.getByRole('checkbox', { name: 'Pharmacy' })).toBeChecked();
});

test('a shared search opens as it was, and a search with no match says so', async ({ page }) => {
  await page.goto('/rewards?query=voucher&categories=groceries&categories=fuel&sort=points-asc');
  await expect(page.getByLabel('Search rewards')).toHaveValue('voucher');
  await expect(page.getByRole('checkbox', { name: 'Groceries' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fuel' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('points-asc');
  await expect(page.getByTestId('reward-card').first().locator('h3')).toHaveText('J$500 Grocery Voucher');

  await page.goto('/rewards?query=snorkelling');
  await expect(page.getByText('No rewards match “snorkelling”.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(page.getByTestId('reward-card')).toHaveCount(12);
});

test('a visitor opens a reward, returns to the same search, and an unknown reward is a 404', async ({
  page,
  allowProblems,
}) => {
  // The unknown reward's page and its data are answered 404; the browser logs them.
  allowProblems(/console: Failed to load resource: the server responded with a status of 404/);
  await page.goto('/rewards?query=brunch');
  await page.getByRole('link', { name: 'Sunday Brunch for Two' }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Brunch for Two' })).toBeVisible();
  await expect(page.getByTestId('reward-detail-points')).toHaveText('4,500 pts');
  await expect(page.getByText('Hillside Café', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByTestId('reward-availability')).toHaveText('Available now.');
  // The main image is sized and not lazy.
  const image = page.getByTestId('reward-detail-image');
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(page.getByRole('link', { name: 'Log in to redeem' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The card may have been followed before the catalogue's scripts ran (a plain link then): the
  // page knows the search from its referrer once its own have.
  const back = page.getByRole('link', { name: 'Back to rewards' });
  await expect(back).toHaveAttribute('href', '/rewards?query=brunch');
  await back.click();
  await expect(page).toHaveURL(/\/rewards\?query=brunch$/);

  await page.goto('/rewards/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/rewards/not-a-reward');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a visitor signs in to redeem, comes back, redeems once and sees the voucher and the new balance', async ({
  page,
}) => {
  // A long flow across three remotes (rewards, the shell's login, vouchers) with two accessibility scans.
  test.slow();
  await page.goto('/rewards?query=patty');
  await page.getByRole('link', { name: 'Patty and Coco Bread Combo' }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  const detailUrl = page.url();
  await page.getByRole('link', { name: 'Log in to redeem' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Frewards%2F\d+%2Fredeem$/);
  await signIn(page, '20000001', { from: page.url() });
  await expect(page).toHaveURL(`${detailUrl}/redeem`);

  const before = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem this reward' })).toBeVisible();
  await expect(page.getByTestId('redeem-cost')).toHaveText('350 pts');
  await expect(page.getByTestId('redeem-balance')).toHaveText(pts(before));
  await expect(page.getByTestId('redeem-balance-after')).toHaveText(pts(before - 350));
  await expectNoAxeViolations(page);

  // A double submit: two clicks in one task, both before any answer can arrive. (Playwright's
  // dblclick can let a fast answer land between its clicks, so its second click would land on the
  // voucher's page instead.)
  await page.getByRole('button', { name: 'Confirm and redeem 350 pts' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  // Post/redirect/get: the voucher's own page takes the confirmation's place, with the news.
  await expect(page).toHaveURL(/\/vouchers\/\d{12}$/);
  const voucherNumber = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Your voucher is ready' })).toBeVisible();
  await expect(page.getByTestId('redeem-new-balance')).toHaveText(pts(before - 350));
  // The sidebar shows the new balance at once.
  await expect(page.getByTestId('sidebar-points')).toHaveText(numberFormat.format(before - 350));
  await expect(page.getByRole('heading', { level: 1, name: 'Patty and Coco Bread Combo' })).toBeVisible();
  await expect(page.getByTestId('voucher-status')).toHaveText('Active');
  await expect(
    page.getByTestId('voucher-till').getByRole('img', { name: `Voucher number barcode: ${voucherNumber}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A double click redeemed once.
  const after = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  expect(after).toBe(before - 350);

  // And it is in the Active list.
  await page.getByRole('link', { name: 'Back to vouchers' }).click();
  await expect(page.getByRole('link', { name: 'Patty and Coco Bread Combo' }).first()).toBeVisible();
});

test('a member short of points is told how many more they need', async ({ page, allowProblems }) => {
  // Its last step opens an unknown reward's redeem page, answered 404; the browser logs it.
  allowProblems(/console: Failed to load resource: the server responded with a status of 404/);
  await signIn(page, '20000004', { from: '/login?redirect=%2Frewards%3Fquery%3Dsmart%2Bwatch' });
  await expect(page).toHaveURL(/\/rewards\?query=smart\+watch$/);
  const balance = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  expect(balance).toBeLessThan(18_000);
  await page.getByRole('link', { name: 'Fitness Smart Watch' }).click();
  await expect(page.getByTestId('points-short')).toHaveText(
    `You need ${pts(18_000 - balance)} more to redeem this reward. Your balance is ${pts(balance)}.`,
  );
  await expect(page.getByRole('link', { name: /^Redeem for/ })).toHaveCount(0);
  await page.goto(`${page.url()}/redeem`);
  await expect(page.getByRole('status').filter({ hasText: 'more to redeem this reward' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Signed in, an unknown reward's redeem page is a 404 too.
  await page.goto('/rewards/999999/redeem');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
