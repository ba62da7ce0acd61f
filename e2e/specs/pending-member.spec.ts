import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * Requirements §18: "The name is shown only for verified users." 20000002 (Andre Thompson) is a pending
 * user — type user, e-mail not verified — who may sign in (docs/decisions/0002-who-may-sign-in.md).
 */
test('a pending member is not greeted by name, nor named anywhere on the pages they visit', async ({ page }) => {
  // Five pages, one sign-in: slow on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, '20000002');
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  await expect(page.getByTestId('summary-account-number')).toHaveText('20000002');

  for (const [path, ready] of [
    ['/', 'summary-account-number'],
    ['/transactions', null],
    ['/rewards', null],
    ['/vouchers', null],
  ] as const) {
    if (path !== '/') await page.goto(path);
    if (ready) await expect(page.getByTestId(ready)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Whatever has loaded by now, and once more after the page's data has settled.
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').textContent();
    // As whole words: the store "Liguanea, St. Andrew" is in their history.
    expect(text ?? '', path).not.toMatch(/\bAndre\b/);
    expect(text ?? '', path).not.toMatch(/\bThompson\b/);
  }
});
