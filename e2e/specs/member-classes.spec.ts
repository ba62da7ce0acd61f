import { randomUUID } from 'node:crypto';
import { PORTAL_HEADERS } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18: what guests and pending members may not do (redeem a reward, claim a promo code, link a
 * partner-bank card — the About page: "complete full registration") is shown as such, with the
 * reason and the next step, and the provider refuses it too.
 */

test('a pending member on a reward is told to verify their e-mail first, and cannot redeem', async ({ page }) => {
  // Sign-in, a search, the reward, its redeem page, an accessibility scan and two provider calls.
  test.slow();
  await signIn(page, '20000002');
  await page.goto('/rewards?query=patty');
  await page.getByRole('link', { name: 'Patty and Coco Bread Combo' }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  const rewardUrl = new URL(page.url());
  const notice = page.getByTestId('redeem-not-allowed');
  await expect(notice).toHaveText(
    'Verify your e-mail address to redeem rewards: open the link in the e-mail we sent you when you registered.',
  );
  await expect(page.getByRole('link', { name: /^Redeem for/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send me a new verification link' }).first()).toHaveAttribute(
    'href',
    '/resend-verification',
  );
  await expectNoAxeViolations(page);

  // The redeem page itself says the same and offers no Confirm.
  await page.goto(`${rewardUrl.pathname}/redeem`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem this reward' })).toBeVisible();
  await expect(page.getByTestId('redeem-not-allowed')).toContainText('Verify your e-mail address to redeem rewards');
  await expect(page.getByRole('button', { name: /Confirm/ })).toHaveCount(0);

  // And the provider refuses it, whatever the page shows.
  const before = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  const refused = await page.request.post(`/api/v1${rewardUrl.pathname}/redeem`, {
    headers: { ...PORTAL_HEADERS, 'idempotency-key': randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('account_not_verified');
  const after = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  expect(after).toBe(before);
});

test('a guest on /promo is told to complete registration, and the next step opens it', async ({ page }) => {
  // Sign-in, the dialog, an accessibility scan, a provider call and the registration page.
  test.slow();
  await signIn(page, '20000003');
  await page.goto('/promo');
  const dialog = page.getByRole('dialog', { name: 'Claim a promo code' });
  await expect(dialog.getByTestId('promo-not-allowed')).toContainText(
    'Guest accounts can’t claim promo codes. Complete your registration',
  );
  await expect(dialog.getByRole('button', { name: 'Check code' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await page.request.post('/api/v1/promo-codes/ISLAND250/claim', {
    headers: PORTAL_HEADERS,
    data: { phoneNumber: '8765550000' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('full_registration_required');

  await dialog.getByRole('link', { name: 'Complete your registration' }).click();
  await expect(page).toHaveURL(/\/account\?edit=guest-registration$/);
});

for (const { member, who, reason, code, next } of [
  {
    member: '20000002',
    who: 'a pending member',
    reason: 'Verify your e-mail address to link partner-bank cards',
    code: 'account_not_verified',
    next: 'Send me a new verification link',
  },
  {
    member: '20000003',
    who: 'a guest',
    reason: 'Guest accounts can’t link partner-bank cards. Complete your registration',
    code: 'full_registration_required',
    next: 'Complete your registration',
  },
]) {
  test(`${who} on /account is told why a card cannot be linked yet and what to do, and the provider refuses it`, async ({
    page,
  }) => {
    await signIn(page, member);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Linked First Global Bank credit cards' });
    await expect(section.getByTestId('card-link-not-allowed')).toContainText(reason);
    await expect(section.getByRole('link', { name: next })).toBeVisible();
    await expect(section.getByRole('button', { name: /link/i })).toHaveCount(0);

    const refused = await page.request.post('/api/v1/fgb-customer-number', {
      headers: PORTAL_HEADERS,
      data: { customerNumber: '44178028', cardLastFour: '5678' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe(code);
  });
}
