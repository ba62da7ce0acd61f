import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { waitForHydrated } from '../support/server-pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The main navigation shows exactly these links, in this order. Waits for them: the address can
 * change before the page it leads to has rendered (CI once read the /login header's links just
 * after signing in had left /login).
 */
const expectNavLinks = (page: Page, links: string[]) =>
  expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(links);

test.describe('the signed-out header', () => {
  test('has Home, Rewards, About, Register (registration is on here), FAQs and Contact Us, and a Sign In button', async ({
    page,
  }) => {
    await page.goto('/rewards');
    await expectNavLinks(page, ['Home', 'Rewards', 'About', 'Register', 'FAQs', 'Contact Us']);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(80);
  });

  test('on /login shows no Home link and a Login button that takes you to the form', async ({ page }) => {
    await page.goto('/login');
    await expectNavLinks(page, ['Rewards', 'About', 'Register', 'FAQs', 'Contact Us']);
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByLabel('Island Rewards Number or Email Address')).toBeFocused();
  });

  test('Sign In opens a login panel with the same form and flow, and comes back to the page', async ({ page }) => {
    await page.goto('/rewards');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const panel = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);

    // The same validation as /login.
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(panel.getByText('Your Island Rewards Number or Email Address is required')).toBeVisible();
    // Esc closes it; it opens again with nothing lost of the page.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Sign In' }).click();

    await panel.getByLabel('Island Rewards Number or Email Address').fill('20000001');
    await panel.getByLabel('Password').fill('Island!Rewards2026');
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('below 1024px the navigation sits behind a Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/rewards');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(nav).toBeHidden();
  });

  test('from 1024px the navigation is inline and the header stays pinned while scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.goto('/rewards');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }),
    ).toBeVisible();
    // Once React has hydrated the page (its heading is React's node): a node added to the server's
    // DOM before that is a hydration mismatch (test:quick saw React's #418 here).
    await waitForHydrated(page, 'main h1');
    // Make the page taller than the window, scroll down, and the header is still at the top.
    await page.evaluate(() => {
      document.getElementById('main')?.append(Object.assign(document.createElement('div'), { style: 'height:2000px' }));
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });
});

test.describe('the signed-in header', () => {
  test('has Dashboard, Transactions, Rewards, Vouchers, My Account, About, FAQs, Contact Us and Logout', async ({
    page,
  }) => {
    await signIn(page, '20000001');
    await expectNavLinks(page, [
      'Dashboard',
      'Transactions',
      'Rewards',
      'Vouchers',
      'My Account',
      'About',
      'FAQs',
      'Contact Us',
    ]);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('shows the name only for verified users, with the number labelled No. and points in pts', async ({ page }) => {
    await signIn(page, '20000002');
    const sidebar = page.getByRole('complementary', { name: 'Your membership' });
    await expect(sidebar).toContainText('No. 20000002');
    await expect(sidebar).toContainText(/\d pts/);
    await expect(sidebar).not.toContainText('Andre');
  });
});
