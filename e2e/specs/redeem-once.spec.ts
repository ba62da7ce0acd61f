import type { Page } from '@playwright/test';
import { PORTAL_HEADERS, registerVerifiedMember } from '../support/account.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * Redeeming is post/redirect/get. Success lands on the voucher's own address; a
 * reload or Back never shows a live "Confirm and redeem" for a redemption already made; a double
 * submit and the same request replayed spend the points once. Checked where it lands: the balance
 * and the member's vouchers at the provider (through /api/v1), not only the screen. A member of its
 * own (registered here, 750 pts from two promo codes), so no other spec's redeeming counts.
 */

async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/account/points');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: number }).points;
}

/** Every voucher the member holds, in any status, at the provider. */
async function vouchersOf(page: Page): Promise<string[]> {
  const statuses = ['issued', 'expired', 'approved', 'distributed', 'cancelled', 'closed', 'open'];
  const response = await page.request.get(
    `/api/v1/vouchers/search?shouldPage=true&page=0&size=100&${statuses.map((status) => `status=${status}`).join('&')}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: Array<{ voucherNumber: string }> }).content.map(
    (voucher) => voucher.voucherNumber,
  );
}

test('redeem, reload, Back: the voucher’s page each time, never a second confirmation, the points spent once', async ({
  page,
  request,
}) => {
  // Registration, sign-in, two promo claims, a redeem across two remotes, a reload, Back and Forward, a replay.
  test.slow();
  const member = await registerVerifiedMember(request, 'Redeemer');
  await signIn(page, member.emailAddress, { password: member.password });
  for (const code of ['ISLAND250', 'DOUBLEUP500']) {
    const claimed = await page.request.post(`/api/v1/promo-codes/${code}/claim`, {
      headers: PORTAL_HEADERS,
      data: { phoneNumber: '8765550100' },
    });
    expect(claimed.status(), code).toBe(201);
  }
  const before = await balanceOf(page);
  expect(before).toBeGreaterThanOrEqual(750);
  expect(await vouchersOf(page)).toEqual([]);

  // Every redeem request the page sends, with its idempotency key.
  const sent: Array<{ url: string; key: string | undefined }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/rewards\/\d+\/redeem$/.test(request.url())) {
      sent.push({ url: request.url(), key: request.headers()['idempotency-key'] });
    }
  });

  await page.goto('/rewards?query=patty');
  await page.getByRole('link', { name: 'Patty and Coco Bread Combo' }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  const rewardPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Redeem for 350 pts' }).click();
  await expect(page).toHaveURL(`${rewardPath}/redeem`);
  const confirm = page.getByRole('button', { name: 'Confirm and redeem 350 pts' });
  // Two clicks in one frame, both before any answer can arrive.
  await confirm.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });

  // Landed on the voucher's own address, which took the confirmation's place.
  await expect(page).toHaveURL(/\/vouchers\/\d{12}$/);
  const voucherUrl = page.url();
  const voucherNumber = new URL(voucherUrl).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Your voucher is ready' })).toBeVisible();
  await expect(page.getByTestId('voucher-status')).toHaveText('Active');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
  expect(await balanceOf(page)).toBe(before - 350);
  expect(await vouchersOf(page)).toEqual([voucherNumber]);

  // A reload: the same voucher, no confirmation, nothing sent.
  await page.reload();
  await expect(page).toHaveURL(voucherUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Patty and Coco Bread Combo' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm/ })).toHaveCount(0);

  // Back: the reward's page (the confirmation left the history), with no confirmation on it.
  await page.goBack();
  await expect(page).toHaveURL(rewardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Patty and Coco Bread Combo' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm/ })).toHaveCount(0);
  // Forward: the voucher again.
  await page.goForward();
  await expect(page).toHaveURL(voucherUrl);
  await expect(page.getByTestId('voucher-status')).toHaveText('Active');
  expect(sent).toHaveLength(1);

  // The same request replayed (a retry after a lost answer): the same voucher, nothing spent.
  const replayed = await page.request.post(sent[0]!.url, {
    headers: { ...PORTAL_HEADERS, 'idempotency-key': sent[0]!.key! },
  });
  expect(replayed.status()).toBe(200);
  expect(((await replayed.json()) as { voucher: { voucherNumber: string } }).voucher.voucherNumber).toBe(voucherNumber);
  expect(await balanceOf(page)).toBe(before - 350);
  expect(await vouchersOf(page)).toEqual([voucherNumber]);

  // A new confirmation is a new redemption, with a key of its own.
  await page.goto(`${rewardPath}/redeem`);
  await page.getByRole('button', { name: 'Confirm and redeem 350 pts' }).click();
  await expect(page).toHaveURL(/\/vouchers\/\d{12}$/);
  expect(page.url()).not.toBe(voucherUrl);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.key).not.toBe(sent[0]!.key);
  expect(await balanceOf(page)).toBe(before - 700);
  expect((await vouchersOf(page)).sort()).toHaveLength(2);
});
