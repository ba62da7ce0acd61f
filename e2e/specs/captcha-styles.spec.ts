import { expect, test } from '../support/test.ts';

/**
 * The captcha (ALTCHA) styled under our Content-Security-Policy
 * (docs/decisions/0038-self-hosted-captcha.md). The widget would add its styles as an inline <style>,
 * which the policy refuses (a CSP error, a 13 px box); its stylesheet now comes with ours from our
 * origin (packages/ui/src/captcha.tsx). The suite's `test` (support/test.ts) fails on any console error
 * or CSP violation; this spec also looks at them itself, after the widget has done its work.
 */

for (const { path, heading } of [
  { path: '/contact', heading: 'Contact us' },
  { path: '/register', heading: 'Join Island Rewards' },
]) {
  test(`${path}: the captcha's box is styled and at least 24 px, with no CSP violation or console error`, async ({
    page,
    pageProblems,
  }) => {
    // Includes the proof of work in this browser.
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const checkbox = page.getByRole('group', { name: 'Security check' }).getByRole('checkbox');
    await expect(checkbox).toBeVisible();

    const box = await checkbox.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    // Styled by the widget's stylesheet: its frame is laid out with its padding, its box has its pointer.
    const frame = await page.locator('.altcha-main').evaluate((element) => {
      const style = getComputedStyle(element);
      return { padding: style.paddingTop, display: style.display };
    });
    expect(frame).toEqual({ padding: '12px', display: 'flex' });
    expect(await checkbox.evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');
    // No inline <style> of the widget's: its styles come from our origin.
    await expect(page.locator('style#altcha-css')).toHaveCount(0);

    // Ticking it works as before (it shows as ticked once the proof of work is done), and still
    // nothing was refused.
    await checkbox.click();
    await expect(
      page.getByRole('group', { name: 'Security check' }).getByRole('checkbox', { name: 'Verified' }),
    ).toBeChecked({ timeout: 30_000 });
    expect(pageProblems).toEqual([]);
  });
}
