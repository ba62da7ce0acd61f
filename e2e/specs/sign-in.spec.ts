import { signIn, signOut } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

test('a signed-out visitor asking for / is sent to a plain /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expect(page.getByText('Welcome back')).toBeVisible();
});

test('a member signs in, sees name and points from the provider on the dashboard, and logs out', async ({ page }) => {
  await signIn(page, '20000001');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Simone' })).toBeVisible();

  const points = (await (await page.request.get('/api/v1/account/points')).json()) as { points: number };
  const shown = `${new Intl.NumberFormat('en-JM').format(points.points)} pts`;
  await expect(page.getByTestId('summary-name')).toHaveText('Simone Campbell');
  const sidebar = page.getByRole('complementary', { name: 'Your membership' });
  await expect(sidebar).toContainText('Simone Campbell');
  await expect(sidebar).toContainText('No. 20000001');
  await expect(sidebar).toContainText(shown);

  await signOut(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
