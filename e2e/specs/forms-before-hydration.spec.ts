import type { Page } from '@playwright/test';
import { expectFieldMessage, registerVerifiedMember, uniqueEmail } from '../support/account.ts';
import { latestMail } from '../support/mailbox.ts';
import { signIn } from '../support/portal.ts';
import { BASE_URL } from '../support/ports.ts';
import { holdShellScripts, openServerRendered } from '../support/server-pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * A server-rendered page is usable before its scripts arrive (docs/architecture.md,
 * "Server-rendered pages"): a member on a slow line may type into a form and press its button
 * first. What they typed must still be there and be what is sent, their press must not be lost,
 * and no field may ever go into a URL (the forms have no address of their own: sent by the browser,
 * they would go to the page's URL). The shell's first, small script holds such a press
 * (shell/src/hold-forms.ts) until React's form has hydrated the server's and carried what was
 * typed (@portal/ui/form/take-over.ts), then sends it through React's handler; a plain button's
 * press (the Menu) is made again once React hydrates the page.
 */

const PASSWORD = 'Blue-Mountain-42!';

/** Every address the page's frame has been at, from now on. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

/** The server's page is still there, not yet React's: its scripts are held. */
const stillTheServersPage = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-server-page', 'remote');

test('on /register, what a visitor typed and their press before the scripts came are kept, sent through the form, and never put in a URL', async ({
  page,
  request,
}) => {
  // The registration waits on the captcha's proof of work in this browser, then the password hash.
  test.slow();
  const addresses = addressesOf(page);
  const release = await holdShellScripts(page);
  await openServerRendered(page, '/register', 'commit');
  await expect(page.locator('html')).toHaveAttribute('data-form-hold', '');

  const email = uniqueEmail('early');
  await page.getByLabel('First name', { exact: true }).fill('Devon');
  // Last name left empty.
  await page.getByLabel('Date of birth', { exact: true }).fill('17/05/1992');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Mobile phone number', { exact: true }).fill('876 555 0123');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Held: the browser did not send the form.
  await stillTheServersPage(page);

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-page', /.*/);
  // The press went through React's form, with what was typed: the one field left empty is the only
  // one with a message, and everything typed is still there.
  await expectFieldMessage(page, 'Last name', 'This field is required', '');
  await expect(page.getByRole('form', { name: 'Register' }).locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Devon');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('17/05/1992');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel(/I accept the terms and conditions/)).toBeChecked();

  await page.getByLabel('Last name', { exact: true }).fill("O'Connor");
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/register-success$/, { timeout: 30_000 });
  await expect(page.getByTestId('registered-email')).toHaveText(email);
  // The registration reached the provider with what was typed before the scripts came.
  const mail = await latestMail(request, email, 'email-verification');
  expect(mail.text).toContain('Devon');

  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(new URL(address).search, address).toBe('');
});

test('on /account/delete, a member’s password and press before the scripts came delete the account, and no field goes into a URL', async ({
  page,
  request,
}) => {
  const member = await registerVerifiedMember(request, 'Early');
  await signIn(page, member.emailAddress, { password: member.password });
  const addresses = addressesOf(page);
  const release = await holdShellScripts(page);
  await openServerRendered(page, '/account/delete', 'commit');
  await expect(page.locator('html')).toHaveAttribute('data-form-hold', '');

  await page.getByLabel('Your password', { exact: true }).fill(member.password);
  await page.getByLabel(/I understand that deleting my account/).check();
  // Enter in the password field: the form's own send, as a member on a phone's keyboard does it.
  await page.getByLabel('Your password', { exact: true }).press('Enter');
  await stillTheServersPage(page);

  release();
  // The effect where it lands: the account is deleted, the member signed out.
  await expect(page).toHaveURL(`${BASE_URL}/login?account-deleted=true`, { timeout: 20_000 });
  await expect(page.getByText('Your account was successfully deleted.')).toBeVisible();
  expect((await (await page.request.get('/bff/session')).json()).authenticated).toBe(false);
  for (const address of addresses) {
    expect(address).not.toContain(encodeURIComponent(member.password));
    expect(new URL(address).searchParams.has('password'), address).toBe(false);
  }
});

test('on a phone, a tap on the Menu before the scripts came opens the menu once React has the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdShellScripts(page);
  await openServerRendered(page, '/rewards', 'commit');
  await expect(page.locator('html')).toHaveAttribute('data-form-hold', '');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // Twice, as a member does when nothing seems to happen: it opens once, not open-and-shut.
  await menu.click();
  await menu.click();
  await stillTheServersPage(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-page', /.*/);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' })).toBeVisible();
});

test('on /rewards and /faq, a chip ticked, a sort picked and a search typed before the scripts came apply once they have', async ({
  page,
}) => {
  const release = await holdShellScripts(page);
  await openServerRendered(page, '/rewards', 'commit');
  await stillTheServersPage(page);
  // Before the scripts: the browser ticks the box and picks the option, nothing acts on them.
  await page.getByRole('checkbox', { name: 'Dining' }).check();
  await page.getByLabel('Sort by').selectOption({ label: 'Points: low to high' });
  await stillTheServersPage(page);
  await expect(page).toHaveURL(/\/rewards$/);
  release();
  // Once React has the page, as if chosen then: the filter and the sort are the URL's, and shown.
  await expect(page).toHaveURL(/\/rewards\?categories=dining&sort=points-asc$/);
  await expect(page.getByRole('heading', { name: 'Filtered rewards' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dining' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('points-asc');
  await page.unrouteAll();

  const faq = await holdShellScripts(page);
  await openServerRendered(page, '/faq', 'commit');
  await stillTheServersPage(page);
  await page.getByLabel('Search the FAQs').fill('lost card');
  await expect(page.getByRole('status').filter({ hasText: /questions?( match)?/ })).not.toContainText('lost card');
  faq();
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(/questions? match(es)? “lost card”$/);
  await expect(page.getByLabel('Search the FAQs')).toHaveValue('lost card');
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a form sent by the browser itself posts to its page and comes back to it: no field in a URL, never an error page', async ({
    page,
  }) => {
    await openServerRendered(page, '/register');
    await page.getByLabel('First name', { exact: true }).fill('Devon');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    const back = page.waitForResponse(
      (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/register',
    );
    await page.getByRole('button', { name: 'Create my account' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(303);
    expect(answer.request().postData() ?? '').toContain('firstName=Devon');
    // The page again, not an error page, the field's text nowhere in it.
    const again = await back;
    expect(again.status()).toBe(200);
    expect(await again.text()).not.toContain('Devon');
    await expect(page).toHaveURL(`${BASE_URL}/register`);
    // Drawn by the server when its render kept within its budget (a loaded machine may leave it to
    // the browser: then the page's <noscript> says it needs JavaScript): the form, empty again.
    if ((await page.locator('#root').getAttribute('data-server-page')) === 'remote') {
      await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
    }
  });
});
