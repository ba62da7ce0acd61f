import type { Page } from '@playwright/test';
import { clientBasicAuth, type ExtraProcess, startExtraProvider, startExtraShell } from '../support/extra-portal.ts';
import { signIn, signOut } from '../support/portal.ts';
import { PROVIDER_URL } from '../support/ports.ts';
import { expect, failedRequest, test } from '../support/test.ts';

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Counts the refreshes the page asks the BFF for. */
function countRefreshes(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/bff/token') && request.postData()?.includes('refresh_token')) counter.count += 1;
  });
  return counter;
}

test.describe('with access tokens that live 4 seconds', () => {
  let provider: ExtraProcess;
  let shell: ExtraProcess;
  test.beforeAll(async () => {
    provider = await startExtraProvider({ ACCESS_TOKEN_TTL_SECONDS: '4' });
    shell = await startExtraShell('session', { PROVIDER_URL: provider.url });
  });
  test.afterAll(async () => {
    await shell?.stop();
    await provider?.stop();
  });

  test('an expired session refreshes silently, once, and the page just works', async ({ page, allowProblems }) => {
    // The calls made with the expired access token are answered 401, then refreshed and retried.
    allowProblems(failedRequest(401, '/api/v1/'));
    const refreshes = countRefreshes(page);
    await signIn(page, '20000001', { from: `${shell.url}/login` });
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    await page.waitForTimeout(5_000);

    // Client-side navigation back to the dashboard: its requests meet an expired token.
    await navLink(page, 'Rewards').click();
    await navLink(page, 'Dashboard').click();
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    await expect(page).toHaveURL(`${shell.url}/`);
    expect(refreshes.count).toBe(1);

    // A full reload after expiry: the BFF renews the session while it serves the page (its
    // provider will not confirm an expired token), so the page arrives signed in and the
    // browser itself has nothing to refresh.
    await page.waitForTimeout(5_000);
    await page.reload();
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your membership' })).toContainText('No. 20000001');
    expect(refreshes.count).toBe(1);
  });
});

test('a revoked refresh token ends on /login?sessionExpired=true', async ({
  page,
  context,
  request,
  allowProblems,
}) => {
  // With the refresh token revoked, the calls and the refresh itself are refused (401).
  allowProblems(failedRequest(401, '/api/v1/'), failedRequest(401, '/bff/token'));
  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  const refreshToken = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token')?.value;
  expect(refreshToken).toBeTruthy();
  const revoked = await request.post(`${PROVIDER_URL}/oauth/revoke`, {
    headers: { authorization: clientBasicAuth() },
    form: { token: refreshToken ?? '' },
  });
  expect(revoked.status()).toBe(200);

  // The next page's first call is refused, the refresh fails: the member is told, whatever they
  // click meanwhile (a guard's redirect carries sessionExpired too, with the page they asked for).
  await navLink(page, 'Rewards').click();
  await expect(page).toHaveURL(/\/login\?sessionExpired=true(&redirect=[^&]+)?$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});

test('logout clears the session and leaves a client token with no refresh token (requirements §5.5)', async ({
  page,
  context,
}) => {
  await signIn(page, '20000001');
  await signOut(page);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
  const access = cookies.find((cookie) => cookie.name === 'access_token')?.value ?? '';
  const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as {
    authorities: string[];
  };
  expect(claims.authorities).toEqual(['ROLE_CLIENT']);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
