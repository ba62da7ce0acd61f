import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { registerVerifiedMember } from '../support/account.ts';
import { BASE_URL } from '../support/ports.ts';
import { holdShellScripts, markServerNodes, waitForHydrated } from '../support/server-pages.ts';
import { expect, failedRequest, test } from '../support/test.ts';

/**
 * /login arrives as HTML with the real sign-in form in it (the shell's server build, rendered by
 * the BFF): a member sees it before any script has run, can sign in with it before the scripts
 * arrive or without them at all (POST /bff/login, the same flow and defence as the scripted
 * form), and loses nothing typed when the scripts take the form over.
 */

const memberField = (page: Page) => page.getByLabel('Island Rewards Number or Email Address');

/** The session the BFF now holds for this browser. */
async function sessionOf(page: Page): Promise<{ authenticated: boolean; type: string | null }> {
  return (await (await page.request.get('/bff/session')).json()) as { authenticated: boolean; type: string | null };
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  // Members of the spec's own: a demo member another spec attacks (login-defence floods 20000002)
  // must show a challenge, which a browser without scripts cannot solve. The one seeded guest,
  // 20000003, is the guest case; the defence lets its owner through a flood from elsewhere.
  for (const [who, type] of [
    ['a member by number', 'user'],
    ['a member by e-mail address', 'user'],
    ['the guest 20000003', 'guest'],
  ] as const) {
    test(`${who} (${type}) signs in with the server's form and lands on the page asked for`, async ({
      page,
      request,
    }) => {
      let identifier = '20000003';
      let password = DEMO_PASSWORD;
      if (type === 'user') {
        const member = await registerVerifiedMember(request, 'Serverform');
        identifier = who.endsWith('number') ? member.accountNumber : member.emailAddress;
        password = member.password;
      }
      await page.goto('/login?redirect=%2Fvouchers');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
      await memberField(page).fill(identifier);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(`${BASE_URL}/vouchers`);
      // The effect where it lands: the BFF holds the provider's tokens for this browser, of its type.
      expect(await sessionOf(page)).toMatchObject({ authenticated: true, type });
    });
  }

  test('a wrong password, or a malformed number, comes back with the message and the number typed, never the password', async ({
    page,
  }) => {
    await page.goto('/login');
    await memberField(page).fill('20000004');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/login`);
    await expect(page.getByRole('alert')).toHaveText('Incorrect login details');
    await expect(memberField(page)).toHaveValue('20000004');
    // The member starts again at the identifier, as after the scripted form's refusal.
    await expect(memberField(page)).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(await sessionOf(page)).toMatchObject({ authenticated: false });
    // The message is for that one answer: a reload shows the plain form.
    await page.reload();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The scripted form's own checks and words (requirements §4.2).
    await memberField(page).fill('12');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your Island Rewards Number or Email Address is required');
    await expect(memberField(page)).toHaveValue('12');
  });
});

test('a sign-in form posted from another site is refused, and no session is made', async ({ page }) => {
  const response = await page.request.post('/bff/login', {
    headers: { origin: 'https://attacker.example' },
    form: { memberId: '20000001', password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie'] ?? '').not.toContain('access_token');
  expect(await sessionOf(page)).toMatchObject({ authenticated: false });
});

test('the scripts hydrate the server’s page, keeping its nodes, what the member typed and where the focus was', async ({
  page,
}) => {
  // The shell's scripts are held back until the member has typed: a slow line.
  const release = await holdShellScripts(page);
  await page.goto('/login?redirect=%2Fvouchers', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-server-page', 'login');
  await memberField(page).fill('20000001');
  await page.getByLabel('Password').fill(DEMO_PASSWORD.slice(0, 6));
  // The server's nodes, marked: hydrated, they are React's and still the same nodes (drawn again
  // from nothing, as createRoot would, they would be new ones, and the page's first paint lost).
  const KEPT = '#root h1, #root form, #root input, #root header a';
  await markServerNodes(page, KEPT);
  release();
  // React has the page: the attribute the server set is gone, the typing and the focus are kept.
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-page', 'login');
  await waitForHydrated(page, KEPT, { kept: true });
  await expect(memberField(page)).toHaveValue('20000001');
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD.slice(0, 6));
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD.slice(6));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE_URL}/vouchers`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
});

test('before any script runs, /login is the whole page: the header, the form and the links, styled', async ({
  page,
  allowProblems,
}) => {
  allowProblems(failedRequest('net::ERR_FAILED', '/static/js/'));
  await page.route('**/static/js/**', (route) => route.abort('failed'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Its stylesheet applied: the fields are full-width boxes, not bare inputs.
  expect((await memberField(page).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
});

test('the shell’s scripts run only once /login is on screen, and then take the page over', async ({ page }) => {
  // When the first of the shell's scripts runs: each one, as it runs, adds itself to the bundle's
  // list of chunks (`self.rspackChunkshell`); the page's first script (the form hold) does not.
  await page.addInitScript(() => {
    let chunks: unknown;
    Object.defineProperty(window, 'rspackChunkshell', {
      configurable: true,
      get: () => chunks,
      set: (value) => {
        chunks = value;
        const record = window as unknown as { firstShellScriptAt?: number };
        record.firstShellScriptAt ??= performance.now();
      },
    });
  });
  await page.goto('/login');
  // The HTML lists them in a JSON block, not as scripts the parser would run or preloads.
  const listed = (
    JSON.parse((await page.locator('#portal-after-paint-scripts').textContent()) ?? '{}') as { scripts: string[] }
  ).scripts;
  expect(listed.length).toBeGreaterThan(0);
  await expect(page.locator('script[defer]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
  await waitForHydrated(page, 'form');
  const { firstPaint, firstScript } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    firstScript: (window as unknown as { firstShellScriptAt?: number }).firstShellScriptAt,
  }));
  expect(firstPaint, 'the page was painted').toBeGreaterThan(0);
  expect(firstScript, 'the first of the shell’s scripts ran after the first paint').toBeGreaterThan(firstPaint ?? 0);
  // And the page works as ever: the scripted form signs in.
  await memberField(page).fill('20000003');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a sign-in sent before the scripts arrive waits for them, and the scripted form answers it', async ({
  page,
  allowProblems,
}) => {
  allowProblems(failedRequest(400, '/bff/token'));
  // The shell's scripts are held back (they come after the first paint, later still on a slow
  // line); the page's first script, the hold, is not.
  const release = await holdShellScripts(page);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-form-hold', '');
  await memberField(page).fill('20000004');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  release();
  // The scripted form sent it once it had the page: its refusal, the field focused, no page load.
  await expect(page.getByRole('alert')).toHaveText('Incorrect login details');
  await expect(memberField(page)).toBeFocused();
  await expect(memberField(page)).toHaveValue('20000004');
  expect(posted).toContain('/bff/token');
  expect(posted).not.toContain('/bff/login');
});
