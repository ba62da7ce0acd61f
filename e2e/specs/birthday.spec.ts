import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import {
  clientBasicAuth,
  type ExtraProcess,
  startExtraShell,
  startProviderOnTestClock,
} from '../support/extra-portal.ts';
import type { Mail } from '../support/mailbox.ts';
import { signIn } from '../support/portal.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

/**
 * The birthday treat (docs/decisions/0045-birthday-treat.md), on a provider of its own whose clock
 * the test sets: 20:00 on 31 July 2027 in Jamaica — already 1 August in UTC — in the birthday
 * month of the seed's Simone Campbell (20000001, born 22 July). The provider's sweep at start issues
 * her treat; the test finds it where it lands (her vouchers at the provider, the dev mailbox, her
 * dashboard), then restarts the provider on the same database and finds no second one.
 */
const CLOCK = '2027-07-31T20:00:00-05:00';
const SIMONE = { accountNumber: '20000001', email: 'member@example.com' };
const SHELL_URL = `http://localhost:${EXTRA_PORTS.birthdayShell}`;

let dataDir: string;
let provider: ExtraProcess | undefined;
let shell: ExtraProcess | undefined;

const startProvider = () =>
  startProviderOnTestClock(CLOCK, dataDir, EXTRA_PORTS.birthdayProvider, { PUBLIC_ORIGIN: SHELL_URL });

test.beforeAll(async () => {
  // Two processes; on a busy machine a provider takes a minute or more to migrate and seed.
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-birthday-'));
  provider = await startProvider();
  shell = await startExtraShell('birthdayShell', { PROVIDER_URL: provider.url });
});

test.afterAll(async () => {
  await shell?.stop();
  await provider?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface TreatPage {
  content: Array<{ voucherNumber: string; status: string; kind: string; rewardName: string; expiresAt: string }>;
  page: { totalElements: number };
}

/** Simone's birthday treats in every status, read from the provider as the BFF would. */
async function treatsAtProvider(request: APIRequestContext): Promise<TreatPage> {
  const token = await request.post(`${provider?.url}/oauth/token`, {
    headers: { authorization: clientBasicAuth() },
    form: { grant_type: 'password', username: SIMONE.accountNumber, password: DEMO_PASSWORD },
  });
  expect(token.status()).toBe(200);
  const { access_token: bearer } = (await token.json()) as { access_token: string };
  const found = await request.get(`${provider?.url}/api/v1/vouchers/search`, {
    headers: { authorization: `Bearer ${bearer}` },
    params: { kind: 'birthday', size: '20' },
  });
  expect(found.status()).toBe(200);
  return (await found.json()) as TreatPage;
}

async function treatMails(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get(`${provider?.url}/dev/mailbox.json`, {
    params: { to: SIMONE.email, kind: 'birthday-treat', limit: '20' },
  });
  return (await response.json()) as Mail[];
}

test('the birthday treat: issued once in the birthday month, e-mailed, on the dashboard, and not again after a restart', async ({
  browser,
  request,
}) => {
  // Two provider starts on a shared machine.
  test.setTimeout(420_000);

  // At the provider: one voucher, active, valid for seven days as it came on the month's last day
  // (to the end of 7 August in Jamaica).
  const treats = await treatsAtProvider(request);
  expect(treats.page.totalElements).toBe(1);
  const treat = treats.content[0]!;
  expect(treat).toMatchObject({
    kind: 'birthday',
    status: 'issued',
    rewardName: 'Birthday treat',
    expiresAt: '2027-08-08T04:59:59.999Z',
  });

  // In the dev mailbox: one e-mail, linking to the voucher on the portal.
  await expect.poll(async () => (await treatMails(request)).length).toBe(1);
  const [mail] = await treatMails(request);
  expect(mail?.subject).toBe('Happy birthday: a J$1,000.00 treat from Island Rewards');
  expect(mail?.text).toContain(`${SHELL_URL}/vouchers/${treat.voucherNumber}`);

  // On the dashboard, with the browser's clock on the provider's: the treat, its last day and a link to it.
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(CLOCK) });
  await signIn(page, SIMONE.accountNumber);
  const card = page.getByTestId('birthday-treat');
  await expect(card).toContainText('Happy birthday! J$1,000.00 off one purchase, no points needed.');
  await expect(card).toContainText('Use it by 7 Aug 2027.');
  await card.getByRole('link', { name: 'See your birthday treat' }).click();
  await expect(page).toHaveURL(new RegExp(`/vouchers/${treat.voucherNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday treat' })).toBeVisible();
  await context.close();

  // A restart on the same database: the sweep at start runs again and issues nothing new.
  await provider?.stop();
  provider = await startProvider();
  const again = await treatsAtProvider(request);
  expect(again.page.totalElements).toBe(1);
  expect(again.content[0]?.voucherNumber).toBe(treat.voucherNumber);
  expect(await treatMails(request)).toHaveLength(1);
});
