import { request as httpRequest } from 'node:http';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { registerVerifiedMember } from '../support/account.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

/**
 * The login defence (docs/security.md, "Login defence") as an attacker and a member meet
 * it: raw HTTP from a second loopback address, 127.0.0.2 (the e2e BFF trusts no proxy, so that
 * socket address is the client's), and a real browser from the default one.
 */
const SHELL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

/** One password grant to the e2e BFF, sent from `localAddress`; resolves to its status. */
function attackerLogin(username: string, password: string): Promise<number> {
  const body = JSON.stringify({ grant_type: 'password', username, password });
  return new Promise((resolve) => {
    const sent = httpRequest(
      `http://127.0.0.1:${E2E_PORTS.SHELL_PORT}/bff/token`,
      {
        method: 'POST',
        localAddress: '127.0.0.2',
        agent: false,
        timeout: 30_000,
        headers: {
          origin: SHELL,
          'x-portal-request': '1',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve(0));
    sent.end(body);
  });
}

// The 3 s target itself is measured by `npm run bench:login`, which prints the p50/p99 of real
// logins during a flood (docs/security.md). Here the member must get in while the flood is on,
// within twice that: without the defence the flood held every login 8 s and then failed it (504),
// and a machine running the rest of the suite beside this test must not fail it by its own load.
test('a member signs in while 150 bogus logins flood in from one address', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel('Island Rewards Number or Email Address').fill('20000003');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);

  const flood = Array.from({ length: 150 }, (_, i) => attackerLogin(`2999${String(i).padStart(4, '0')}`, 'Bogus-pw-1'));
  const granted = page.waitForResponse(
    (response) => response.url().endsWith('/bff/token') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  const answer = await granted;
  // The sign-in request itself, sent to answered (not the page's own start-up before it).
  const took = answer.request().timing().responseEnd;
  expect(answer.status()).toBe(200);
  test.info().annotations.push({ type: 'signed in during the flood (ms)', description: String(took) });
  expect(took).toBeLessThan(6_000);
  await expect(page).not.toHaveURL(/\/login/);

  // The flood got fast refusals, not the provider's whole attention.
  const statuses = await Promise.all(flood);
  expect(statuses.filter((status) => status === 429 || status === 503).length).toBeGreaterThan(100);
});

test('after 30 failed guesses at a member’s number from another address, its owner in a fresh browser still gets through', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A member of this test's own: the guesses spend the account's free budget for 15 minutes, and
  // a demo member's would be spent for every later spec that signs it in from a fresh browser
  // without scripts (a form cannot solve a challenge).
  const member = await registerVerifiedMember(request, 'Guarded');
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push(await attackerLogin(member.accountNumber, `Guess-number-${i}`));
  // The free budget reached the provider; the rest were held back with a challenge the attacker did not solve.
  expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);

  const context = await browser.newContext();
  const page = await context.newPage();
  const challenged = page.waitForResponse(
    (response) => response.url().endsWith('/bff/token') && response.status() === 429,
  );
  const granted = page.waitForResponse(
    (response) => response.url().endsWith('/bff/token') && response.request().method() === 'POST' && response.ok(),
    { timeout: 60_000 },
  );
  await page.goto('/login');
  // The owner types the other name of the account: the budget is the account's, whichever name.
  await page.getByLabel('Island Rewards Number or Email Address').fill(member.emailAddress);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The browser solved the challenge by itself and the provider checked the password: the owner
  // is in, on the dashboard.
  expect((await challenged).status()).toBe(429);
  await granted;
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Too many attempts')).toHaveCount(0);
  await context.close();
});
