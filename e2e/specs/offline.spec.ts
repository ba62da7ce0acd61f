import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PORTAL_HEADERS, registerVerifiedMember } from '../support/account.ts';
import {
  activeVouchers,
  cacheNames,
  goOffline,
  onlyWhatTheWorkerKeeps,
  SAVED_ON,
  WITH_SERVICE_WORKER,
  waitForCopyOf,
} from '../support/offline.ts';
import { signIn, signOut } from '../support/portal.ts';
import { BASE_URL } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

/** The names of the member's active vouchers as the provider has them now. */
const activeVoucherNames = async (page: Page): Promise<string[]> =>
  (await activeVouchers(page)).map((voucher) => voucher.rewardName);

test('the portal installs: its manifest and service worker pass Chromium’s installability check', async ({
  page,
}, testInfo) => {
  // Chromium reports every test context as "in-incognito" (not installable by definition): the
  // check runs in a browser with a profile of its own, as a member's phone has.
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: BASE_URL,
  });
  try {
    const installPage = browser.pages()[0] ?? (await browser.newPage());
    await installPage.goto('/login');
    await installPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await browser.newCDPSession(installPage);
    // Lighthouse 12 dropped its PWA category; this is the browser's own check (what its install prompt uses).
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['content-security-policy']).toMatch(/^default-src 'none'; connect-src 'self' /);
  const icon = await page.request.get('/icons/maskable-512.png');
  expect(icon.headers()['content-type']).toBe('image/png');
});

test('offline at the till: the card and the active vouchers, saved; every other page needs a connection', async ({
  page,
  context,
  allowProblems,
}) => {
  test.slow();
  await onlyWhatTheWorkerKeeps(page);
  await signIn(page, '20000001', { from: '/login?redirect=%2Fvouchers' });
  const active = await activeVoucherNames(page);
  expect(active.length).toBeGreaterThan(1);
  await waitForCopyOf(page, '20000001');

  await goOffline(context, allowProblems);
  await page.goto('/vouchers');
  await expect(page.getByTestId('offline-saved-on')).toHaveText(SAVED_ON);
  for (const name of active) await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // A voucher's detail, with its codes for the till.
  await page
    .getByRole('link', { name: active[0] ?? '' })
    .first()
    .click();
  const till = page.getByTestId('voucher-till');
  await expect(till.getByRole('img', { name: /^Voucher number barcode: \d{12}$/ })).toBeVisible();
  await expect(till.getByRole('img', { name: /^Voucher number QR code: \d{12}$/ })).toBeVisible();
  await expect(page.getByTestId('offline-saved-on')).toHaveText(SAVED_ON);
  // Adding it to a wallet needs the network: the buttons wait, disabled, and say why.
  await expect(page.getByRole('button', { name: 'Add to Apple Wallet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to Google Wallet' })).toBeDisabled();
  await expect(page.getByText('Adding your voucher to a wallet needs a connection.')).toBeVisible();

  // The member card, from the header.
  await page.getByRole('button', { name: 'Show my member card' }).click();
  const card = page.getByRole('dialog', { name: 'Your member card' });
  await expect(card.getByRole('img', { name: 'Member number barcode: 20000001' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Member number QR code: 20000001' })).toBeVisible();
  await expect(card.getByTestId('card-saved-on')).toHaveText(SAVED_ON);
  await page.keyboard.press('Escape');

  // Any other page, in the chrome: it needs a connection, with Retry.
  for (const path of ['/', '/rewards', '/transactions', '/vouchers?status=expired']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'This page needs a connection' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show my member card' })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Back online, Retry brings the page back.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-saved-on')).toHaveCount(0);
});

/** "as of 26 Nov 2026, 10:42 am": when the balance shown offline was last known, in Jamaica time. */
const AS_OF = /^as of \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/;

test('offline, the strip and the card show the last known balance, "as of" when it was saved', async ({
  page,
  request,
  context,
  allowProblems,
}) => {
  test.slow();
  await onlyWhatTheWorkerKeeps(page);
  // A member of the test's own, whose balance nothing else moves: 250 points from a promo code.
  const member = await registerVerifiedMember(request, 'Offline');
  await signIn(page, member.emailAddress, { password: member.password, from: '/login?redirect=%2Fvouchers' });
  const claimed = await page.request.post('/api/v1/promo-codes/ISLAND250/claim', {
    headers: PORTAL_HEADERS,
    data: { phoneNumber: '8765550100' },
  });
  expect(claimed.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('sidebar-points')).toHaveText('250');
  await waitForCopyOf(page, member.accountNumber);
  // The copy holds the balance the page knows now (it is saved again when the balance moves).
  await expect
    .poll(() =>
      page.evaluate(async () => ((await (await fetch('/__offline/copy')).json()) as { points: number }).points),
    )
    .toBe(250);

  await goOffline(context, allowProblems);
  await page.goto('/vouchers');
  await expect(page.getByTestId('offline-saved-on')).toHaveText(SAVED_ON);
  await expect(page.getByText('Loading your points')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-points')).toHaveText('250');
  await expect(page.getByTestId('sidebar-points-as-of')).toHaveText(AS_OF);
  await expect(page.getByTestId('sidebar-account-number')).toHaveText(member.accountNumber);

  await page.getByRole('button', { name: 'Show my member card' }).click();
  const card = page.getByRole('dialog', { name: 'Your member card' });
  const asOf = await page.getByTestId('sidebar-points-as-of').textContent();
  await expect(card.getByTestId('card-points-as-of')).toHaveText(`250 pts ${asOf}`);
});

test('nothing of a member is kept after logout, and the next member to sign in sees only their own', async ({
  page,
  context,
  allowProblems,
}) => {
  test.slow();
  await onlyWhatTheWorkerKeeps(page);
  await signIn(page, '20000001', { from: '/login?redirect=%2Fvouchers' });
  const simones = await activeVoucherNames(page);
  await waitForCopyOf(page, '20000001');

  await signOut(page);
  await expect.poll(() => cacheNames(page), { timeout: 15_000 }).toEqual([]);
  await goOffline(context, allowProblems);
  // A signed-out browser gets no page from the worker: the browser's own offline error.
  await expect(page.goto('/vouchers')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  // Off Chromium's error page, once it is shown, before the network comes back: that page reloads
  // itself once online, and its reload of /vouchers once cut short the next sign-in's navigation (CI).
  await page.waitForURL(/^chrome-error:/, { waitUntil: 'commit' });
  await page.goto('about:blank');
  await context.setOffline(false);

  await signIn(page, '20000002', { from: '/login?redirect=%2Fvouchers' });
  const andres = await activeVoucherNames(page);
  await waitForCopyOf(page, '20000002');
  const { points: andresPoints } = (await (await page.request.get('/api/v1/account/points')).json()) as {
    points: number;
  };
  await goOffline(context, allowProblems);
  await page.goto('/vouchers');
  await expect(page.getByTestId('offline-saved-on')).toHaveText(SAVED_ON);
  for (const name of andres) await expect(page.getByRole('link', { name }).first()).toBeVisible();
  for (const name of simones.filter((name) => !andres.includes(name))) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  // The balance shown is the new member's own, never the last member's.
  await expect(page.getByTestId('sidebar-points')).toHaveText(new Intl.NumberFormat('en-JM').format(andresPoints));
  await page.getByRole('button', { name: 'Show my member card' }).click();
  await expect(page.getByRole('img', { name: 'Member number barcode: 20000002' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Member number barcode: 20000001/ })).toHaveCount(0);
});
