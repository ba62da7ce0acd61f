import type { Page } from '@playwright/test';
import { PREFERENCES_KEY } from '@portal/session/preferences';
import { registerVerifiedMember, type TestMember } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { installOfferIn, offerInstall } from '../support/install-offer.ts';
import { layoutProblems } from '../support/layout-checks.ts';
import { goOffline, onlyWhatTheWorkerKeeps, SAVED_ON, WITH_SERVICE_WORKER, waitForCopyOf } from '../support/offline.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';
import { nextVisit, returningVisitor } from '../support/visits.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

/**
 * The portal on a phone's home screen (docs/decisions/0043-install-prompt.md): the manifest's
 * "My card" shortcut, and the in-portal install offer shown when the browser offers an install.
 * Headless Chromium never fires `beforeinstallprompt` (a test context counts as incognito), so
 * the tests dispatch one of their own, with a `prompt()` that counts its calls and the outcome
 * they choose. Each test has a member of its own.
 */

/** What the shell last decided about the offer (`<html data-install-offer>`): show, wait or skip. */
const verdict = (page: Page) => page.locator('html');

/** This browser's stored answer to the offer, if any. */
const storedAnswer = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { installOffer?: { answer: string } }).installOffer,
    PREFERENCES_KEY,
  );

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

test('with no signal at the till, the shortcut opens the card the member saved', async ({
  page,
  request,
  context,
  allowProblems,
}) => {
  test.slow();
  await onlyWhatTheWorkerKeeps(page);
  const member = await registerVerifiedMember(request, 'Tillcard');
  await signInAs(page, member, '/login?redirect=%2Fvouchers');
  await waitForCopyOf(page, member.accountNumber);

  await goOffline(context, allowProblems);
  await page.goto('/?card=open');
  const card = page.getByRole('dialog', { name: 'Your member card' });
  await expect(card.getByRole('img', { name: `Member number barcode: ${member.accountNumber}` })).toBeVisible();
  await expect(card.getByTestId('card-saved-on')).toHaveText(SAVED_ON);
});

test('the install offer: never on a first visit, never over a focused field, and Install opens the browser’s prompt', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerVerifiedMember(request, 'Installer');
  await page.setViewportSize({ width: 320, height: 640 });
  const offer = installOfferIn(page);

  // A first visit: the portal takes the browser's offer over, and keeps it to itself.
  await signInAs(page, member);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  expect(await offerInstall(page)).toBe(true);
  await expect(verdict(page)).toHaveAttribute('data-install-offer', 'skip');
  await expect(offer).toBeHidden();

  // The next visit, with the focus in a field: it waits until the focus leaves.
  const later = await nextVisit(page);
  const laterOffer = installOfferIn(later);
  await later.setViewportSize({ width: 320, height: 640 });
  await later.goto('/transactions');
  // On a phone the filters fold away behind their button.
  await later.getByRole('button', { name: /^Filters/ }).click();
  const store = later.getByLabel('Store');
  // A press before hydration opens the filters once React has the page (press-hold.ts): a field
  // still folded away cannot take the focus, and the offer would rightly show.
  await expect(store).toBeVisible();
  await store.focus();
  await expect(store).toBeFocused();
  await offerInstall(later);
  await expect(verdict(later)).toHaveAttribute('data-install-offer', 'wait');
  await expect(laterOffer).toBeHidden();
  await store.blur();
  await expect(laterOffer).toBeVisible();
  await expect(verdict(later)).toHaveAttribute('data-install-offer', 'show');

  // A field taking the focus hides it again; leaving brings it back.
  await store.focus();
  await expect(laterOffer).toBeHidden();
  await store.blur();
  await expect(laterOffer).toBeVisible();

  // Small, at 320 px: it fits, and its buttons are full-size targets.
  expect(await layoutProblems(later, { minTarget: true })).toEqual([]);
  for (const name of ['Install', 'No, thanks']) {
    const box = await laterOffer.getByRole('button', { name }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(later);

  // Install: the browser's own dialog, once; accepted, the answer is kept for good.
  await laterOffer.getByRole('button', { name: 'Install' }).click();
  await expect(laterOffer).toBeHidden();
  expect(await later.evaluate(() => (window as unknown as { __installPrompts?: number }).__installPrompts)).toBe(1);
  await expect.poll(() => storedAnswer(later)).toMatchObject({ answer: 'installed' });

  // Installed: a later visit is never asked again.
  const installed = await nextVisit(later);
  await installed.goto('/transactions');
  await expect(installed.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await offerInstall(installed);
  await expect(verdict(installed)).toHaveAttribute('data-install-offer', 'skip');
  await expect(installOfferIn(installed)).toBeHidden();
});

test('the install offer waits for the member card to close, and "No, thanks" is for good', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerVerifiedMember(request, 'Declines');
  await returningVisitor(page);
  await signInAs(page, member);
  const offer = installOfferIn(page);

  // Not over a dialog: the card open at the till.
  await page.getByRole('button', { name: 'Show my member card' }).click();
  const card = page.getByRole('dialog', { name: 'Your member card' });
  await expect(card).toBeVisible();
  await offerInstall(page);
  await expect(verdict(page)).toHaveAttribute('data-install-offer', 'wait');
  await expect(offer).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(offer).toBeVisible();

  await offer.getByRole('button', { name: 'No, thanks' }).click();
  await expect(offer).toBeHidden();
  await expect.poll(() => storedAnswer(page)).toMatchObject({ answer: 'dismissed' });
  expect(await page.evaluate(() => (window as unknown as { __installPrompts?: number }).__installPrompts)).toBe(0);

  // After a reload, and in every later visit, the browser's offer is never passed on.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show my member card' })).toBeVisible();
  await offerInstall(page);
  await expect(verdict(page)).toHaveAttribute('data-install-offer', 'skip');
  await expect(offer).toBeHidden();
  const later = await nextVisit(page);
  await later.goto('/');
  await expect(later.getByRole('button', { name: 'Show my member card' })).toBeVisible();
  await offerInstall(later);
  await expect(verdict(later)).toHaveAttribute('data-install-offer', 'skip');
  await expect(installOfferIn(later)).toBeHidden();
});
