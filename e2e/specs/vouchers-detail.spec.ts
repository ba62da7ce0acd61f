import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { expectNoAxeViolations } from '../support/axe.ts';
import { WITH_SERVICE_WORKER, waitForCopyOf } from '../support/offline.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

const simone = (status: string, reward?: string) =>
  DEMO_VOUCHERS.find(
    (voucher) =>
      voucher.accountNumber === '20000001' && voucher.status === status && (!reward || voucher.reward === reward),
  )!;
const grouped = (voucherNumber: string) => voucherNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
/** How members in Jamaica read a date (en-JM, Jamaica time). */
const jamaicaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-JM', { dateStyle: 'long', timeZone: 'America/Jamaica' }).format(new Date(iso));

test('an active voucher opens from the list as Active, with its barcode, QR code and number for the till', async ({
  page,
}) => {
  const voucher = simone('issued', 'fuel-voucher-2000');
  await signIn(page, '20000001', { from: '/login?redirect=%2Fvouchers' });
  await page.getByRole('link', { name: 'J$2,000 Fuel Voucher' }).click();
  await expect(page).toHaveURL(`/vouchers/${voucher.voucherNumber}`);

  await expect(page.getByRole('heading', { level: 1, name: 'J$2,000 Fuel Voucher' })).toBeVisible();
  await expect(page.getByTestId('voucher-status')).toHaveText('Active');
  const till = page.getByTestId('voucher-till');
  await expect(till.getByRole('heading', { name: 'Show this at the till' })).toBeVisible();
  const barcode = till.getByRole('img', { name: `Voucher number barcode: ${voucher.voucherNumber}` });
  await expect(barcode).toBeVisible();
  // A real Code 128 symbol: bars drawn, and at least 2 px a module on screen.
  expect(await barcode.locator('path').getAttribute('d')).toMatch(/^M\d+ 0h\d+v\d+h-\d+z/);
  expect((await barcode.boundingBox())?.width).toBeGreaterThanOrEqual(240);
  await expect(till.getByRole('img', { name: `Voucher number QR code: ${voucher.voucherNumber}` })).toBeVisible();
  await expect(till.getByTestId('scannable-value')).toHaveText(grouped(voucher.voucherNumber));
  await expect(till.getByRole('button', { name: 'Copy voucher number' })).toBeVisible();

  // Value, dates and terms, as the provider has them, in Jamaican formats.
  const stored = (await (await page.request.get(`/api/v1/vouchers/${voucher.voucherNumber}`)).json()) as {
    issuedAt: string;
    expiresAt: string;
    terms: string;
  };
  await expect(page.getByTestId('voucher-value')).toHaveText('J$2,000.00');
  await expect(page.getByTestId('voucher-issued')).toHaveText(jamaicaDate(stored.issuedAt));
  await expect(page.getByTestId('voucher-expires')).toHaveText(jamaicaDate(stored.expiresAt));
  await expect(page.getByText('1,950 pts')).toBeVisible();
  await expect(page.getByText(stored.terms)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the list it came from.
  await page.getByRole('link', { name: 'Back to vouchers' }).click();
  await expect(page).toHaveURL(/\/vouchers$/);
});

test('an expired voucher shows Expired, and offers nothing to scan', async ({ page }) => {
  const voucher = simone('expired', 'restaurant-voucher-1500');
  await signIn(page, '20000001', { from: '/login?redirect=%2Fvouchers%3Fstatus%3Dexpired' });
  await page.getByRole('link', { name: 'J$1,500 Restaurant Voucher' }).click();
  await expect(page).toHaveURL(`/vouchers/${voucher.voucherNumber}`);
  // The URL changes first; the page follows when its code is in (the list's badges share the test id).
  await expect(page.getByRole('heading', { level: 1, name: 'J$1,500 Restaurant Voucher' })).toBeVisible();
  await expect(page.getByTestId('voucher-status')).toHaveText('Expired');
  await expect(page.getByRole('heading', { name: 'This voucher has expired' })).toBeVisible();
  await expect(page.getByRole('img', { name: /barcode/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByTestId('voucher-number')).toHaveText(grouped(voucher.voucherNumber));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to vouchers' }).click();
  await expect(page).toHaveURL(/\/vouchers\?status=expired$/);
});

test('used, distributed and cancelled vouchers show their labels', async ({ page }) => {
  await signIn(page, '20000001');
  for (const [status, label] of [
    ['closed', 'Used'],
    ['approved', 'Used'],
    ['open', 'Used'],
    ['distributed', 'Distributed'],
    ['cancelled', 'Cancelled'],
  ] as const) {
    await page.goto(`/vouchers/${simone(status).voucherNumber}`);
    await expect(page.getByTestId('voucher-status'), status).toHaveText(label);
    await expect(page.getByTestId('voucher-closed')).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('an unknown voucher number, or another member’s, is the 404 page', async ({ page, allowProblems }) => {
  // Each unknown voucher is answered 404; the browser logs them.
  allowProblems(/console: Failed to load resource: the server responded with a status of 404/);
  await signIn(page, '20000004');
  for (const path of [
    `/vouchers/${simone('issued').voucherNumber}`,
    '/vouchers/100000000009',
    '/vouchers/not-a-number',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByText(simone('issued').voucherNumber)).toHaveCount(0);
  }
});

test('a voucher number typed with spaces finds the voucher', async ({ page }) => {
  const voucher = simone('issued', 'movie-night');
  await signIn(page, '20000001');
  await page.goto(`/vouchers/${grouped(voucher.voucherNumber).replaceAll(' ', '%20')}`);
  await expect(page).toHaveURL(`/vouchers/${voucher.voucherNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Movie Night for Two' })).toBeVisible();
});

test('signed out, a voucher link leads through login and back to the voucher', async ({ page }) => {
  const voucher = simone('issued', 'grocery-voucher-1000');
  await page.goto(`/vouchers/${voucher.voucherNumber}`);
  await expect(page).toHaveURL(`/login?redirect=%2Fvouchers%2F${voucher.voucherNumber}`);
  await signIn(page, '20000001', { from: page.url() });
  await expect(page).toHaveURL(`/vouchers/${voucher.voucherNumber}`);
  await expect(page.getByTestId('voucher-status')).toHaveText('Active');
});

test('voucher calls share the portal’s session: an expired access token is refreshed once and the list loads', async ({
  page,
  context,
  allowProblems,
}) => {
  // The expired token's calls are answered 401 before the refresh; the browser logs them.
  allowProblems(/console: Failed to load resource: the server responded with a status of 401/);
  await signIn(page, '20000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Once the member is in, the service worker fetches `/` for its offline copy. Sent with the
  // expired token, the BFF would refresh it itself on that page load, and the browser would have
  // nothing left to refresh (CI once): the token expires only after the worker has its copy.
  await waitForCopyOf(page, '20000001');
  // Counted from before the token expires: whichever call of the page finds it expired.
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/bff/token') && request.postData()?.includes('refresh_token'))
      refreshes.push(request.url());
  });
  // The access token "expires": the provider will refuse it.
  const access = (await context.cookies()).find((cookie) => cookie.name === 'access_token')!;
  await context.addCookies([{ ...access, value: 'expired.token.value' }]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByTestId('voucher-card').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refreshes).toHaveLength(1);
});
