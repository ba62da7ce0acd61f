import type { Page } from '@playwright/test';
import { registerVerifiedMember, type TestMember } from '../support/account.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/** The portal on a phone's home screen: the manifest's "My card" shortcut. Each test has a member of its own. */

/** Signs the member in through the form (their e-mail address as the member id). */
const signInAs = (page: Page, member: TestMember, from?: string) =>
  signIn(page, member.emailAddress, { password: member.password, ...(from ? { from } : {}) });

test('the manifest’s "My card" shortcut opens the member card full screen, signed in or after logging in', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerVerifiedMember(request, 'Shortcut');
  const viewport = { width: 390, height: 844 };
  await page.setViewportSize(viewport);

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string; type: string }> }>;
  };
  const shortcut = manifest.shortcuts.find((entry) => entry.name === 'My card');
  expect(shortcut?.url).toBe('/?card=open');
  const icon = await page.request.get(shortcut?.icons[0]?.src ?? '');
  expect(icon.headers()['content-type']).toBe('image/png');
  // A real PNG: its signature, not just its name.
  expect([...(await icon.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const url = shortcut?.url ?? '';

  // Signed out: through /login, and on to the card.
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fcard%3Dopen$/);
  await signInAs(page, member, page.url());
  const card = page.getByRole('dialog', { name: 'Your member card' });
  await expect(card.getByRole('img', { name: `Member number barcode: ${member.accountNumber}` })).toBeInViewport();
  expect(await card.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });

  // Closed, the page stays without the query: a reload does not open it again.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Signed in: the shortcut opens the card at once.
  await page.goto(url);
  await expect(card.getByRole('img', { name: `Member number barcode: ${member.accountNumber}` })).toBeInViewport();
  expect(await card.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
});
