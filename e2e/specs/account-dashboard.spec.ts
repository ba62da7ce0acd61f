import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

const format = (value: number): string => new Intl.NumberFormat('en-JM').format(value);

test('the dashboard shows each card from the provider, and the member card a till can scan', async ({ page }) => {
  await signIn(page, '20000001');
  const [points, expiry, metrics] = await Promise.all(
    ['points', 'points-expiry', 'metrics'].map(async (path) =>
      (await page.request.get(`/api/v1/account/${path}`)).json(),
    ),
  );
  await expect(page.getByTestId('sidebar-points')).toHaveText(format(points.points));
  await expect(page.getByTestId('summary-account-number')).toHaveText('20000001');
  await expect(page.getByRole('img', { name: 'Member number barcode: 20000001' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Member number QR code: 20000001' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy member number' })).toBeVisible();

  const schedule = page.getByRole('table', { name: 'When your points expire' });
  // The schedule is listed when there is more than one date; the next expiry is always in words,
  // as "All your points" when it is the whole balance (the sidebar shows that figure).
  await expect(schedule.locator('tbody tr')).toHaveCount(expiry.batches.length > 1 ? expiry.batches.length : 0);
  const [next] = expiry.batches;
  await expect(page.getByTestId('next-expiry')).toContainText(
    next.points !== points.points
      ? `${format(next.points)} pts expire on`
      : // A batch with a refund in it says so: the chart beside it shows earned points only as earned.
        next.credited.refunded + next.credited.adjusted > 0
        ? 'All your points (from '
        : 'All your points (earned',
  );
  await expect(page.getByTestId('metric-points-earned')).toHaveText(format(metrics.pointsEarnedThisYear));
  await expect(page.getByText(`Favourite store: ${metrics.favouriteStore}`)).toBeVisible();
  await expect(page.getByTestId('transaction-list').getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page);
});

test('a card that fails shows its own error while the others work, and can be tried again', async ({
  page,
  allowProblems,
}) => {
  // The points-expiry call is made to fail; the browser logs the 500.
  allowProblems(/console: Failed to load resource: the server responded with a status of 500/);
  let fail = true;
  await page.route('**/api/v1/account/points-expiry', (route) =>
    fail ? route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Boom' } }) : route.fallback(),
  );
  await signIn(page, '20000001');
  const expiryCard = page.getByRole('region', { name: 'Points expiry' });
  await expect(expiryCard.getByRole('alert')).toContainText('We couldn’t load your points expiry.');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  await expect(page.getByTestId('transaction-list')).toBeVisible();
  await expectNoAxeViolations(page);
  fail = false;
  await expiryCard.getByRole('button', { name: 'Try again' }).click();
  await expect(expiryCard.getByTestId('next-expiry')).toBeVisible();
});

test('/transactions pages through the ledger, newest first', async ({ page }) => {
  await signIn(page, '20000001');
  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page).toHaveURL(/\/transactions$/);
  const list = page.getByTestId('transaction-list');
  await expect(list.getByRole('listitem')).toHaveCount(20);
  const { page: paging } = await (await page.request.get('/api/v1/account/transactions?size=20')).json();
  await expect(page.getByText(`Page 1 of ${paging.totalPages}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const first = await list.getByRole('listitem').first().textContent();

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/transactions\?page=2$/);
  await expect(page.getByText(`Page 2 of ${paging.totalPages}`)).toBeVisible();
  await expect(list.getByRole('listitem').first()).not.toHaveText(first ?? '');
  await page.goBack();
  await expect(page.getByText(`Page 1 of ${paging.totalPages}`)).toBeVisible();
});
