import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

test('pages carry a strict Content-Security-Policy, and the composed portal runs under it without one violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  for (const path of ['/rewards', '/vouchers', '/maintenance', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
