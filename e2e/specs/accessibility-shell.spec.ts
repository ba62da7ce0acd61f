import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, failedRequest, test } from '../support/test.ts';

test('the login page meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the signed-in dashboard meets WCAG 2.2 AA', async ({ page }) => {
  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the 404 page meets WCAG 2.2 AA', async ({ page, allowProblems }) => {
  // The page's own answer is a 404, which the browser logs.
  allowProblems(failedRequest(404, '/no-such-page'));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
