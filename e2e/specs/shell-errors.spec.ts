import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, failedRequest, test } from '../support/test.ts';

test('an unknown path shows Page not found with a way home, inside the chrome, with a 404 status', async ({
  page,
  allowProblems,
}) => {
  // The page's own 404, which the browser logs.
  allowProblems(failedRequest(404, '/no-such-page'));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path inside a remote is a 404 too, for a member as well', async ({ page }) => {
  await signIn(page, '20000001');
  await page.goto('/vouchers/not/a/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your membership' })).toBeVisible();
  await expectNoAxeViolations(page);
});
