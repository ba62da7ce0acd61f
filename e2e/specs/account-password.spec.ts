import { expectFieldMessage, registerVerifiedMember } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMail, portalLinkIn } from '../support/mailbox.ts';
import { signIn } from '../support/portal.ts';
import { expect, failedRequest, test } from '../support/test.ts';

const NEW_PASSWORD = 'Negril-Sunset-2026!';

test('forgot password → mailbox → reset → log in with the new password', async ({ page, request, allowProblems }) => {
  // The old password refused, and the reset link refused when it is used a second time.
  allowProblems(failedRequest(400, '/bff/token'), failedRequest(400, '/api/v1/account/password/apply'));
  // A long flow: registration through the BFF (a captcha solved here), two mails, three password
  // hashes, three sign-in attempts and three accessibility scans.
  test.slow();
  const member = await registerVerifiedMember(request, 'Reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expectFieldMessage(page, 'E-mail address', 'Invalid email', 'not-an-address');
  await page.getByLabel('E-mail address').fill(member.emailAddress);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByTestId('email-sent')).toContainText(`If an account uses ${member.emailAddress}`);

  const link = portalLinkIn(await latestMail(request, member.emailAddress, 'password-reset'));
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('shorter');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expectFieldMessage(page, 'New password', 'This field has minimum length of 12', 'short');
  await expectFieldMessage(page, 'Confirm password', 'Value does not match', 'shorter');

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await expectNoAxeViolations(page);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Island Rewards Number or Email Address').fill(member.emailAddress);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect login details')).toBeVisible();
  await signIn(page, member.emailAddress, { password: NEW_PASSWORD });
  await expect(page.getByRole('heading', { name: 'Welcome back, Reset' })).toBeVisible();

  // The link worked once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-2026!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Another-Pass-2026!');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(
    page.getByText('This password reset link has expired or has already been used. Please ask for a new one.'),
  ).toBeVisible();
});

test('the reset request answers an unknown address exactly like a known one', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByTestId('email-sent')).toContainText(
    'If an account uses nobody.at.all@example.com, we’ve sent it a link to choose a new password.',
  );
});
