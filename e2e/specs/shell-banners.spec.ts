import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

const VERIFY = 'Please verify your email in order to take advantage of all the benefits of the programme.';
const REGISTER =
  'Full registration including email verification is required in order to take advantage of all the benefits of the programme';
const PROFILE = 'Help us choose the best reward for you';

test('a pending user sees the verify-email banner', async ({ page }) => {
  await signIn(page, '20000002');
  await expect(page.getByText(VERIFY)).toBeVisible();
  await expect(page.getByText(PROFILE)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a guest sees the full-registration banner, hidden while the guest registration is open', async ({ page }) => {
  await signIn(page, '20000003');
  await expect(page.getByText(REGISTER)).toBeVisible();
  await page.getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/account\?edit=guest-registration$/);
  await expect(page.getByText(REGISTER)).toHaveCount(0);
});

test('a verified user with an incomplete profile sees the profile banner, and can dismiss it', async ({ page }) => {
  await signIn(page, '20000004');
  await expect(page.getByText(PROFILE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update your profile.' })).toHaveAttribute(
    'href',
    '/account?edit=profile',
  );
  await page.getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(page.getByText(PROFILE)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText(PROFILE)).toHaveCount(0);
});

test('a verified user with a complete profile sees no banner', async ({ page }) => {
  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  for (const text of [VERIFY, REGISTER, PROFILE]) await expect(page.getByText(text)).toHaveCount(0);
});
