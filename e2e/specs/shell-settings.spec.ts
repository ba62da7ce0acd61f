import { expectNoAxeViolations } from '../support/axe.ts';
import { startExtraShell } from '../support/extra-portal.ts';
import { expect, test } from '../support/test.ts';

// One settings shell at a time on the same port.
test.describe.configure({ mode: 'serial' });

test('MAINTENANCE=enable at start sends every page to /maintenance', async ({ page }) => {
  const shell = await startExtraShell('settings', { MAINTENANCE: 'enable', REGISTRATION: 'enable' });
  try {
    for (const path of ['/', '/rewards', '/login', '/faq']) {
      await page.goto(`${shell.url}${path}`);
      await expect(page).toHaveURL(`${shell.url}/maintenance`);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    // Leave its pages first: a page that unloads flushes its telemetry beacon to the shell, which
    // must still be there to take it (a refused beacon is a console error the suite fails on).
    await page.goto('about:blank');
    await shell.stop();
  }
});

test('without REGISTRATION=enable there is no Register link, in the header or on the login page', async ({ page }) => {
  const shell = await startExtraShell('settings', { REGISTRATION: 'off' });
  try {
    await page.goto(`${shell.url}/login`);
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await page.goto(`${shell.url}/rewards`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    // The page itself is gone too: /register answers the 404 page.
    await page.goto(`${shell.url}/register`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home page' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveCount(0);
  } finally {
    // Leave its pages first: a page that unloads flushes its telemetry beacon to the shell, which
    // must still be there to take it (a refused beacon is a console error the suite fails on).
    await page.goto('about:blank');
    await shell.stop();
  }
});
