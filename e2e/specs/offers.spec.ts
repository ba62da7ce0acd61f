import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { offerFileTime } from '@portal/contracts/provider/offer-file';
import { registerVerifiedMember } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { goOffline, onlyWhatTheWorkerKeeps, SAVED_ON, WITH_SERVICE_WORKER, waitForCopyOf } from '../support/offline.ts';
import { signIn } from '../support/portal.ts';
import { BASE_URL, E2E_DATA_DIR, PROVIDER_URL } from '../support/ports.ts';
import { ROOT } from '../support/remote-builds.ts';
import { expect, test } from '../support/test.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

/**
 * Offers for you (docs/decisions/0044-offers.md): a member of the test's own activates an offer in
 * the browser, the till records a purchase at the provider (its own client, POST
 * /operator/v1/purchases), and the dashboard and the transactions show the bonus by the offer's
 * name; undo works; a guest sees the step they need first; offline, the activated offers are
 * shown from the copy kept with the card. Marketing's preview link (`npm run offers -- publish
 * --preview`) shows a staged file to the browser that opens it alone, and publishes nothing.
 */

const PORTMORE = { id: 'portmore-spend', title: 'Portmore spend offer', store: 'Portmore Pines, St. Catherine' };

/** The secrets the e2e portal was started with (npm start keeps them in secrets.json). */
const portalSecrets = (): Record<string, string> =>
  JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as Record<string, string>;

/** The till's own OAuth client, whose secret the e2e portal's provider was given. */
async function tillToken(request: APIRequestContext): Promise<string> {
  const secret = portalSecrets().TILL_CLIENT_SECRET;
  if (!secret) throw new Error('the e2e portal keeps no TILL_CLIENT_SECRET');
  const response = await request.post(`${PROVIDER_URL}/oauth/token`, {
    headers: { authorization: `Basic ${Buffer.from(`till:${secret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

const offerCard = (page: Page, id: string) => page.locator(`[data-testid="offer-card"][data-offer-id="${id}"]`);

test('a member activates an offer, earns its bonus at the till, sees it on the dashboard and in the history, and undoes it', async ({
  page,
  request,
}) => {
  // A registration, a sign-in, four pages, an accessibility scan and the till's calls.
  test.slow();
  const member = await registerVerifiedMember(request, 'Offers');
  await signIn(page, member.emailAddress, { password: member.password });

  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers for you' })).toBeVisible({ timeout: 20_000 });
  const card = offerCard(page, PORTMORE.id);
  await expect(card.getByRole('heading', { name: PORTMORE.title })).toBeVisible();
  await expect(card).toContainText(`150 bonus pts when you shop at ${PORTMORE.store}`);
  await expect(card).toContainText(
    /From \d{1,2} [A-Z][a-z]+ \d{4} at 12:00 am until \d{1,2} [A-Z][a-z]+ \d{4} at 12:00 am\./,
  );
  await expect(card.getByTestId('offer-status')).toHaveText('Not active');
  await expectNoAxeViolations(page);

  // One tap activates it; a double tap sends once.
  const activations: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith(`/api/v1/offers/${PORTMORE.id}/activation`))
      activations.push(sent.url());
  });
  await card.getByRole('button', { name: 'Activate' }).dblclick();
  await expect(card.getByTestId('offer-status')).toHaveText('Active');
  await expect(card.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(activations).toHaveLength(1);
  await expect(page.getByTestId('offer-tally')).toHaveText(/^1 of your \d+ offers is active\.$/);

  // The till records a purchase at that store: the provider adds the offer's bonus.
  const recorded = await request.post(`${PROVIDER_URL}/operator/v1/purchases`, {
    headers: { authorization: `Bearer ${await tillToken(request)}` },
    data: {
      purchaseId: `e2e-${randomUUID()}`,
      accountNumber: member.accountNumber,
      occurredAt: new Date().toISOString(),
      store: PORTMORE.store,
      amountJmd: 2_500,
    },
  });
  expect(recorded.status()).toBe(201);
  expect((await recorded.json()).offers).toEqual([{ offerId: PORTMORE.id, title: PORTMORE.title, points: 150 }]);

  // The dashboard: the offers card counts it and what it earned; the recent transactions name it.
  await page.goto('/');
  const offersCard = page.getByRole('region', { name: 'Offers for you' });
  await expect(offersCard.getByTestId('offers-card-tally')).toHaveText(
    /^1 of your \d+ offers is active\. You’ve earned 150 pts from them\.$/,
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('transaction-list')).toContainText(`+150 bonus pts: ${PORTMORE.title}`);

  // The transactions page too.
  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-list')).toContainText(`+150 bonus pts: ${PORTMORE.title}`, {
    timeout: 20_000,
  });

  // From the dashboard's card back to the offers; undo keeps what was earned.
  await page.goto('/');
  await offersCard.getByRole('link', { name: 'See the offers for you' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(card.getByTestId('offer-earned')).toHaveText('You’ve earned 150 pts from this offer.');
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByTestId('offer-status')).toHaveText('Not active');
  await expect(card.getByTestId('offer-earned')).toHaveText('You’ve earned 150 pts from this offer.');
  await page.reload();
  await expect(card.getByTestId('offer-status')).toHaveText('Not active', { timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible();
});

test('an activation the provider refuses says why and keeps the offer as it was', async ({
  page,
  request,
  allowProblems,
}) => {
  test.slow();
  allowProblems(/409/);
  const member = await registerVerifiedMember(request, 'Refused');
  await signIn(page, member.emailAddress, { password: member.password });
  await page.route(`**/api/v1/offers/${PORTMORE.id}/activation`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'offer_not_open',
        message: 'This offer isn’t open: it hasn’t started yet or it has ended.',
      }),
    }),
  );
  await page.goto('/offers');
  const card = offerCard(page, PORTMORE.id);
  await card.getByRole('button', { name: 'Activate' }).click({ timeout: 20_000 });
  await expect(card.getByRole('alert')).toContainText('This offer isn’t open');
  await expect(card.getByTestId('offer-status')).toHaveText('Not active');
  await expect(card.getByRole('button', { name: 'Activate' })).toBeEnabled();
});

test('a guest sees the offers with the step they need first, on the page and the dashboard', async ({ page }) => {
  test.slow();
  await signIn(page, '20000003');
  await expect(page.getByRole('region', { name: 'Offers for you' }).getByTestId('offers-card-tally')).toHaveText(
    /^\d+ offers? (are|is) waiting for you\. Complete your registration first\.$/,
    { timeout: 20_000 },
  );
  await page.goto('/offers');
  const card = offerCard(page, PORTMORE.id);
  await expect(card.getByTestId('offer-first-step')).toContainText('Guest accounts can’t activate offers.', {
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Complete your registration' }).click();
  await expect(page).toHaveURL(/\/account\?edit=guest-registration$/);
});

/** The offer ids the service worker's copy holds as activated (read from its Cache Storage). */
const keptOfferIds = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((cache) => cache.startsWith('portal-offline-data'));
    const copy = name ? await (await caches.open(name)).match('/__offline/copy.json') : undefined;
    const offers = copy ? ((await copy.json()) as { offers?: Array<{ id: string }> }).offers : undefined;
    return (offers ?? []).map((offer) => offer.id);
  });

test('offline, the offers page shows the activated offers from the copy kept with the card, "Saved on …"', async ({
  page,
  context,
  request,
  allowProblems,
}) => {
  test.slow();
  await onlyWhatTheWorkerKeeps(page);
  const member = await registerVerifiedMember(request, 'Offline');
  await signIn(page, member.emailAddress, { password: member.password, from: '/login?redirect=%2Foffers' });
  const card = offerCard(page, PORTMORE.id);
  await card.getByRole('button', { name: 'Activate' }).click({ timeout: 20_000 });
  await expect(card.getByTestId('offer-status')).toHaveText('Active');
  // The next page load on /offers hands the worker a copy with it.
  await page.reload();
  await waitForCopyOf(page, member.accountNumber);
  await expect.poll(() => keptOfferIds(page), { timeout: 30_000 }).toEqual([PORTMORE.id]);

  await goOffline(context, allowProblems);
  await page.goto('/offers');
  await expect(page.getByTestId('offline-saved-on')).toHaveText(SAVED_ON);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers for you' })).toBeVisible();
  await expect(page.getByTestId('offer-card')).toHaveCount(1);
  await expect(card.getByTestId('offer-status')).toHaveText('Active');
  // Changing it needs the network: the button waits, disabled, and says why.
  await expect(card.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(card.getByText('Changing an offer needs a connection.')).toBeVisible();
});

test('marketing previews an offer file: its link shows the offers to that browser alone, and nothing is published', async ({
  page,
  browser,
  request,
  allowProblems,
}) => {
  test.slow();
  allowProblems(/409/);
  // This test's own offer, starting tomorrow (Jamaica time), for everyone.
  const id = `preview-${randomUUID().slice(0, 8)}`;
  const title = `Preview ${id.slice(-8)}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'offers-preview-'));
  const file = path.join(folder, 'offers.json');
  writeFileSync(
    file,
    JSON.stringify({
      offers: [
        {
          id,
          title,
          image: '/media/rewards/grocery-voucher-1000.svg',
          rule: { bonus: { kind: 'fixed', points: 200 }, on: { kind: 'spend', minimumJmd: 8_000 } },
          window: { start: offerFileTime(Date.now() + 86_400_000), end: offerFileTime(Date.now() + 8 * 86_400_000) },
          audience: { kind: 'all' },
          capPerMember: 200,
        },
      ],
    }),
  );
  const secrets = portalSecrets();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/offers.ts', 'publish', file, '--preview', '--provider', PROVIDER_URL],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        MARKETING_CLIENT_SECRET: secrets.MARKETING_CLIENT_SECRET,
        DEPLOY_SECRET: secrets.DEPLOY_SECRET,
        PUBLIC_ORIGIN: BASE_URL,
      },
    },
  );
  rmSync(folder, { recursive: true, force: true });
  expect(stdout).toContain(`staged  ${id}  “${title}”`);
  const previewId = /\(([0-9a-f]{12})\), for the browser that opens it/.exec(stdout)?.[1];
  expect(previewId).toBeTruthy();
  const link = stdout.trim().split('\n').at(-1) ?? '';

  // A member opens the link: the offers page, with the bar, and the staged offer before its start.
  const member = await registerVerifiedMember(request, 'Preview');
  await signIn(page, member.emailAddress, { password: member.password });
  await page.goto(link);
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByTestId('preview-bar')).toContainText(`Previewing offers ${previewId}`);
  const card = offerCard(page, id);
  await expect(card.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(offerCard(page, PORTMORE.id)).toBeVisible();
  // A preview only shows: activating says so and changes nothing.
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByRole('alert')).toContainText('This is a preview of offers not yet published');
  await expect(card.getByTestId('offer-status')).toHaveText('Not active');

  // Another browser, the same member: the live offers, without it.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, member.emailAddress, { password: member.password, from: '/login?redirect=%2Foffers' });
    await expect(offerCard(otherPage, PORTMORE.id)).toBeVisible({ timeout: 20_000 });
    await expect(offerCard(otherPage, id)).toHaveCount(0);
  } finally {
    await other.close();
  }

  // Exit: this browser is back on the live offers.
  await page.getByTestId('preview-bar').getByRole('link', { name: 'Exit' }).click();
  await page.goto('/offers');
  await expect(offerCard(page, PORTMORE.id)).toBeVisible({ timeout: 20_000 });
  await expect(offerCard(page, id)).toHaveCount(0);
});
