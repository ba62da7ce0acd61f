import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

test('the auth guard carries the full path asked for, and login comes back to it', async ({ page }) => {
  await page.goto('/vouchers?status=expired');
  await expect(page).toHaveURL('/login?redirect=%2Fvouchers%3Fstatus%3Dexpired');
  await page.getByLabel('Island Rewards Number or Email Address').fill('20000001');
  await page.getByLabel('Password').fill('Island!Rewards2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/vouchers\?status=expired$/);
});

test('a redirect to another site is not followed', async ({ page }) => {
  await signIn(page, '20000001', { from: '/login?redirect=%2F%2Fevil.example%2Fsteal' });
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('the guest guard sends a signed-in member away from /login', async ({ page }) => {
  await signIn(page, '20000001');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('public pages need no sign-in', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page).toHaveURL(/\/rewards$/);
});
