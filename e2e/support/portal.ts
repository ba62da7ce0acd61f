import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';

/** Signs in through the /login form, as a member would, and waits for the page it lands on. */
export async function signIn(
  page: Page,
  memberId: string,
  options: { from?: string; password?: string } = {},
): Promise<void> {
  await page.goto(options.from ?? '/login');
  await page.getByLabel('Island Rewards Number or Email Address').fill(memberId);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Several steps: the password hash, the token exchange, the session load, then the next page's
  // code and data — over 8 s when the shared machine is saturated.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
