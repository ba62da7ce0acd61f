import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';
import { dayFirst, daysBefore, jamaicaDay, providerPage, shownIds } from '../support/transactions.ts';

/**
 * On a 390 × 844 phone: /transactions shows the list first, its filters behind
 * one "Filters (N)" control that counts what the URL holds; a date range is typed day first and
 * shows only the rows of those days; each row says what happened, with the store on it.
 * Reads only: 20000001's seeded ledger is not changed.
 */

const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE });

test('390 px: the first transaction is on the first screen, the filters behind one 44 px control', async ({ page }) => {
  await signIn(page, '20000001');
  await page.goto('/transactions');
  const first = page.getByTestId('transaction-list').getByRole('listitem').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  // Late data is in (no skeleton still holding a place above the list).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  const box = (await first.boundingBox())!;
  expect(box.y, 'the first row starts within the first screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the first row ends within the first screen').toBeLessThanOrEqual(PHONE.height);

  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveText('Filters');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const target = (await toggle.boundingBox())!;
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole('form', { name: 'Filter transactions' })).toBeHidden();

  // One tap opens, one tap closes; so do Enter and Escape from the keyboard.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('form', { name: 'Filter transactions' })).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('form', { name: 'Filter transactions' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Filter transactions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'Filter transactions' })).toBeHidden();
  await expect(toggle).toBeFocused();

  // Rows say what happened: a purchase names its store, a day reads "26 Nov 2026".
  const rows = (await providerPage(page, 'page=0')).rows;
  await expect.poll(() => shownIds(page)).toEqual(rows.map((row) => row.id));
  const titles = page.getByTestId('transaction-list').getByRole('link');
  const purchase = rows.findIndex((row) => row.kind === 'earn' && row.location);
  expect(purchase, 'a purchase with its store on the first page').toBeGreaterThanOrEqual(0);
  await expect(titles.nth(purchase)).toHaveText(`Purchase at ${rows[purchase]!.location}`);
  await expect(titles.filter({ hasText: /^Purchase$/ })).toHaveCount(0);
  await expect(first.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, /);
});

test('390 px: filters set by a link count in "Filters (N)", and a range typed day first shows its days only', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '20000001');
  // As the dashboard links "Points earned to date": two kinds, and a range besides.
  const newest = (await providerPage(page, 'kind=earned')).rows[0]!;
  const to = jamaicaDay(newest.occurredAt);
  const from = daysBefore(to, 20);
  await page.goto(`/transactions?kind=earned&kind=promo&from=${from}&to=${to}`);
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveText('Filters (3)', { timeout: 20_000 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const linked = await providerPage(page, `kind=earned&kind=promo&from=${from}&to=${to}`);
  await expect.poll(() => shownIds(page), { timeout: 20_000 }).toEqual(linked.rows.map((row) => row.id));

  // A range typed day first, alone: the kinds cleared.
  const filters = page.getByRole('form', { name: 'Filter transactions' });
  await toggle.click();
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue(dayFirst(from));
  for (const kind of ['Earned', 'Promo codes']) await filters.getByRole('checkbox', { name: kind }).uncheck();

  // A day that is not one says so on its field, and nothing is applied.
  await filters.getByLabel('To', { exact: true }).fill(`31/02/${to.slice(0, 4)}`);
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(filters.getByText('Enter a real day as DD/MM/YYYY.')).toBeVisible();
  await expect(filters.getByLabel('To', { exact: true })).toBeFocused();
  expect(new URL(page.url()).search).toBe(`?kind=earned&kind=promo&from=${from}&to=${to}`);

  const rangeFrom = daysBefore(to, 10);
  await filters.getByLabel('From', { exact: true }).fill(dayFirst(rangeFrom));
  await filters.getByLabel('To', { exact: true }).fill(dayFirst(to));
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?from=${rangeFrom}&to=${to}$`));
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveText('Filters (1)');
  const expected = await providerPage(page, `from=${rangeFrom}&to=${to}`);
  expect(expected.total).toBeGreaterThan(0);
  // The range narrows the history: a page showing everything would not pass.
  expect(expected.total).toBeLessThan((await providerPage(page, 'page=0')).total);
  await expect(page.getByTestId('transactions-count')).toHaveText(
    `${new Intl.NumberFormat('en-JM').format(expected.total)} matching transactions`,
  );
  await expect.poll(() => shownIds(page)).toEqual(expected.rows.map((row) => row.id));
  for (const row of expected.rows) {
    expect(jamaicaDay(row.occurredAt) >= rangeFrom && jamaicaDay(row.occurredAt) <= to).toBe(true);
  }
  // Filtered, the list still comes first: the open filters closed on the results.
  const firstBox = (await page.getByTestId('transaction-list').getByRole('listitem').first().boundingBox())!;
  expect(firstBox.y + firstBox.height).toBeLessThanOrEqual(PHONE.height);
});
