import type { Browser, BrowserContext, Page } from '@playwright/test';
import { registerVerifiedMember, type TestMember } from '../support/account.ts';
import { latestMail } from '../support/mailbox.ts';
import { signIn } from '../support/portal.ts';
import { PROVIDER_URL } from '../support/ports.ts';
import { expect, failedRequest, test } from '../support/test.ts';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A browser of its own (its own cookies, so its own session), announcing itself with `userAgent`. */
async function device(browser: Browser, userAgent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ userAgent });
  return { context, page: await context.newPage() };
}

/** What the provider itself answers to this browser's access token: 200 while its session is open. */
async function providerStatusFor(context: BrowserContext): Promise<number> {
  const access = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  if (!access) throw new Error('no access_token cookie');
  const response = await fetch(`${PROVIDER_URL}/api/v1/account/points`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return response.status;
}

async function openSecurityCentre(page: Page) {
  await page.goto('/account#security');
  const centre = page.getByRole('region', { name: 'Security' });
  await expect(centre.getByTestId('sessions')).toBeVisible({ timeout: 15_000 });
  return centre;
}

test.describe('the security centre', () => {
  let member: TestMember;
  test.beforeEach(async ({ request }) => {
    member = await registerVerifiedMember(request, 'Security');
  });

  test('a member sees where they are signed in and their sign-ins, is told of a new device, and signs it out at once', async ({
    browser,
    request,
    allowProblems,
  }) => {
    test.slow();
    // The wrong password from the phone; then, signed out from the laptop, the phone's calls and its
    // token refresh are refused (401) and it is told its session has expired.
    allowProblems(
      failedRequest(400, '/bff/token'),
      failedRequest(401, '/bff/token'),
      failedRequest(401, '/api/v1/account/'),
    );
    const laptop = await device(browser, WINDOWS_CHROME);
    const phone = await device(browser, IPHONE_SAFARI);
    await signIn(laptop.page, member.emailAddress, { password: member.password });

    // A wrong password from the phone, then the right one: a sign-in from a device never seen before.
    await phone.page.goto('/login');
    await phone.page.getByLabel('Island Rewards Number or Email Address').fill(member.emailAddress);
    await phone.page.getByLabel('Password').fill('Not-The-Password-1');
    await phone.page.getByRole('button', { name: 'Log in' }).click();
    await expect(phone.page.getByText('Incorrect login details')).toBeVisible({ timeout: 15_000 });
    await signIn(phone.page, member.emailAddress, { password: member.password });
    const mail = await latestMail(request, member.emailAddress, 'new-device-sign-in');
    expect(mail.subject).toBe('New sign-in to your Island Rewards account');
    expect(mail.text).toContain('Safari on iPhone');

    const centre = await openSecurityCentre(laptop.page);
    const sessions = centre.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.nth(0)).toContainText('Chrome on Windows computer');
    await expect(sessions.nth(0)).toContainText('This device');
    await expect(sessions.nth(1)).toContainText('Safari on iPhone');
    await expect(sessions.nth(1)).toContainText('active just now');
    const rows = centre.getByTestId('sign-ins').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Safari on iPhone');
    await expect(rows.nth(0)).toContainText('Signed in');
    await expect(rows.nth(1)).toContainText('Safari on iPhone');
    await expect(rows.nth(1)).toContainText('Wrong password');
    await expect(rows.nth(2)).toContainText('Chrome on Windows computer');
    await expect(rows.nth(2)).toContainText('Signed in');

    expect(await providerStatusFor(phone.context)).toBe(200);
    await centre.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
    await expect(centre.getByRole('status')).toHaveText('Signed out Safari on iPhone.');
    await expect(sessions).toHaveCount(1);
    // Ended at the provider by that one request: the phone's own token is refused there now.
    expect(await providerStatusFor(phone.context)).toBe(401);
    expect(await providerStatusFor(laptop.context)).toBe(200);

    // The phone finds itself signed out at its next step.
    await phone.page.goto('/transactions');
    await expect(phone.page).toHaveURL(/\/login\?.*sessionExpired=true/, { timeout: 15_000 });
    await expect(phone.page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

    await laptop.context.close();
    await phone.context.close();
  });

  test('“Sign out other devices” ends every other session and keeps this one', async ({ browser }) => {
    test.slow();
    const laptop = await device(browser, WINDOWS_CHROME);
    const phone = await device(browser, IPHONE_SAFARI);
    await signIn(phone.page, member.emailAddress, { password: member.password });
    await signIn(laptop.page, member.emailAddress, { password: member.password });

    const centre = await openSecurityCentre(laptop.page);
    await expect(centre.getByTestId('session')).toHaveCount(2);
    // At the top, above the list; asked once more, and "keep" keeps them.
    const signOutOthers = centre.getByRole('button', { name: 'Sign out other devices' });
    const firstSession = (await centre.getByTestId('session').first().boundingBox())!;
    expect((await signOutOthers.boundingBox())!.y).toBeLessThan(firstSession.y);
    await signOutOthers.click();
    await centre.getByRole('button', { name: 'Keep them signed in' }).click();
    await expect(centre.getByTestId('session')).toHaveCount(2);
    expect(await providerStatusFor(phone.context)).toBe(200);
    await signOutOthers.click();
    await centre.getByRole('button', { name: 'Sign out 1 other device' }).click();
    await expect(centre.getByRole('status')).toHaveText('Signed out 1 other device.');
    await expect(centre.getByTestId('session')).toHaveCount(1);
    await expect(centre.getByText('You’re not signed in anywhere else.')).toBeVisible();
    expect(await providerStatusFor(phone.context)).toBe(401);
    expect(await providerStatusFor(laptop.context)).toBe(200);

    await laptop.page.reload();
    await expect(laptop.page.getByRole('region', { name: 'Security' }).getByTestId('session')).toHaveCount(1, {
      timeout: 15_000,
    });

    await laptop.context.close();
    await phone.context.close();
  });
});
