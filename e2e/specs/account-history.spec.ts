import { readFile } from 'node:fs/promises';
import { signIn } from '../support/portal.ts';
import { expect, failedRequest, test } from '../support/test.ts';
import { dayFirst, daysBefore, jamaicaDay, providerPage, shownIds } from '../support/transactions.ts';

const numberFormat = new Intl.NumberFormat('en-JM');

test('a member filters the history by kind, dates and store in the URL, downloads what it shows, and reports missing points', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '20000001');
  await page.goto('/transactions');
  await expect(page.getByTestId('transactions-count')).toBeVisible({ timeout: 15_000 });

  // Earned, over the 45 days up to the newest purchase.
  const newest = (await providerPage(page, 'kind=earned')).rows[0]!;
  const to = jamaicaDay(newest.occurredAt);
  const from = daysBefore(to, 45);
  // The filters wait behind one control, and close on the results once applied.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const filters = page.getByRole('form', { name: 'Filter transactions' });
  await expect(toggle).toHaveText('Filters');
  await expect(filters).toBeHidden();
  await toggle.click();
  await filters.getByRole('checkbox', { name: 'Earned' }).check();
  await filters.getByLabel('From', { exact: true }).fill(dayFirst(from));
  await filters.getByLabel('To', { exact: true }).fill(dayFirst(to));
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?kind=earned&from=${from}&to=${to}$`));
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveText('Filters (2)');
  const expected = await providerPage(page, `kind=earned&from=${from}&to=${to}`);
  expect(expected.total).toBeGreaterThan(0);
  await expect(page.getByTestId('transactions-count')).toHaveText(
    `${numberFormat.format(expected.total)} matching transactions`,
  );
  await expect.poll(() => shownIds(page)).toEqual(expected.rows.map((row) => row.id));
  for (const row of expected.rows) {
    expect(['earn', 'bonus']).toContain(row.kind);
    expect(jamaicaDay(row.occurredAt) >= from && jamaicaDay(row.occurredAt) <= to).toBe(true);
  }

  // The CSV holds every matching row (not just this page), newest first, in Jamaica's calendar.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('island-rewards-transactions.csv');
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('Date,Time,Type,Description,Store,Receipt (JMD),Points,Tier bonus');
  expect(lines).toHaveLength(expected.total + 1);
  expect(lines[1]!.startsWith(`${jamaicaDay(expected.rows[0]!.occurredAt)},`)).toBe(true);
  expect(lines.slice(1).every((line) => /^\d{4}-\d{2}-\d{2},\d{2}:\d{2},(Earned|Bonus),/.test(line))).toBe(true);

  // A store, by part of its name in any case.
  const store = expected.rows.find((row) => row.location)!.location!;
  const part = store.slice(0, 4).toLowerCase();
  await toggle.click();
  // The range shows as it was typed: day first.
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue(dayFirst(from));
  await filters.getByLabel('Store', { exact: true }).fill(part);
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`store=${encodeURIComponent(part)}$`));
  await expect(toggle).toHaveText('Filters (3)');
  const inStore = await providerPage(page, `kind=earned&from=${from}&to=${to}&store=${encodeURIComponent(part)}`);
  await expect(page.getByTestId('transactions-count')).toHaveText(
    `${numberFormat.format(inStore.total)} matching transactions`,
  );
  await expect.poll(() => shownIds(page)).toEqual(inStore.rows.map((row) => row.id));

  // A transaction's detail, and a contact request about it, filled in.
  const first = inStore.rows[0]!;
  await page.getByTestId('transaction-list').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${first.id}$`));
  const detail = page.getByTestId('transaction-detail');
  await expect(detail).toContainText(first.location ?? '');
  await expect(detail).toContainText(String(first.id));
  await page.getByRole('link', { name: 'Report missing points' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=Account\+Balance&message=/);
  await expect(page.getByLabel('Topic')).toHaveValue('Account Balance', { timeout: 15_000 });
  await expect(page.getByLabel('Your message')).toHaveValue(
    new RegExp(`^I think points are missing from transaction ${first.id}: `),
  );

  // Back returns to the filtered history as it was.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?kind=earned&from=${from}&to=${to}&store=`));
  await expect(toggle).toHaveText('Filters (3)');
  await toggle.click();
  await expect(filters.getByLabel('Store')).toHaveValue(part);
});

test('a transaction that is not the member’s own is not found', async ({ page, allowProblems }) => {
  // The provider's answer for another member's transaction.
  allowProblems(failedRequest(404, '/api/v1/account/transactions/'));
  await signIn(page, '20000004');
  const own = new Set((await providerPage(page, 'size=100')).rows.map((row) => row.id));
  // The ledger's ids are shared by all members: the first one not theirs is someone else's (or none).
  let other = 1;
  while (own.has(other)) other += 1;
  expect((await page.request.get(`/api/v1/account/transactions/${other}`)).status()).toBe(404);
  await page.goto(`/transactions/${other}`);
  await expect(page.getByText('There is no such transaction in your history.')).toBeVisible({ timeout: 15_000 });
});
