import type { Page } from '@playwright/test';
import { clientBasicAuth, type ExtraProcess, startExtraProvider, startExtraShell } from '../support/extra-portal.ts';
import { WITH_SERVICE_WORKER, waitForCopyOf } from '../support/offline.ts';
import { signIn, signOut } from '../support/portal.ts';
import { PROVIDER_URL } from '../support/ports.ts';
import { expect, failedRequest, test } from '../support/test.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** When the page asked the BFF for a refresh (ms since the epoch), in order. */
function recordRefreshes(page: Page): number[] {
  const times: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/bff/token') && request.postData()?.includes('refresh_token')) times.push(Date.now());
  });
  return times;
}

/** The access tokens' lifetime here; a token refreshed twice within it was refreshed twice for one expiry. */
const TOKEN_LIFE_MS = 4_000;
/** Within this of a token's issue no refresh can be due (the lifetime less the clocks' and the page's slack). */
const NOT_DUE_MS = 3_500;

/**
 * Whether each refresh came from a token that had lived out its life: no two closer than a token
 * lives. "Once" per expiry, not once per test: on a slow machine the page can outlive the token
 * it was just given, and a second, due refresh is then right.
 */
const onePerExpiry = (times: number[]): boolean =>
  times.every((time, index) => index === 0 || time - (times[index - 1] ?? 0) >= NOT_DUE_MS);

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
    const refreshes = recordRefreshes(page);
    await signIn(page, '20000001', { from: `${shell.url}/login` });
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    // The service worker fetches `/` for its offline copy once the member is in; made after the
    // token expired, that page load would have the BFF renew the session, leaving the browser
    // nothing to refresh. So the token's life is counted from when the worker has its copy.
    await waitForCopyOf(page, '20000001');
    await page.waitForTimeout(TOKEN_LIFE_MS + 1_000);

    // Client-side navigation back to the dashboard: its requests meet an expired token.
    await navLink(page, 'Rewards').click();
    await navLink(page, 'Dashboard').click();
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    await expect(page).toHaveURL(`${shell.url}/`);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(onePerExpiry(refreshes), `refreshes at ${refreshes.join(', ')}`).toBe(true);

    // A full reload after expiry: the BFF renews the session while it serves the page (its
    // provider will not confirm an expired token), so the page arrives signed in and the
    // browser itself has nothing to refresh until the token the BFF gave it has lived its life.
    await page.waitForTimeout(TOKEN_LIFE_MS + 1_000);
    const before = refreshes.length;
    const reloadedAt = Date.now();
    await page.reload();
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your membership' })).toContainText('No. 20000001');
    const afterReload = refreshes.slice(before);
    expect(
      afterReload.every((time) => time - reloadedAt >= NOT_DUE_MS),
      `refreshes ${afterReload.map((time) => time - reloadedAt).join(', ')} ms after the reload`,
    ).toBe(true);
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
  // The dashboard's cards settled first: a card's request still out as the session ends comes back
  // 401, which the browser logs as a console error (clean-clone run 102, 30 Nov: its recent
  // transactions). What this test checks is what logout leaves, not a logout mid-load.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
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
