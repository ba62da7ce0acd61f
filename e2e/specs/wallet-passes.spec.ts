import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { unzipSync } from 'fflate';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/** Simone's (20000001) first active voucher. */
const voucher = DEMO_VOUCHERS.find((item) => item.accountNumber === '20000001' && item.status === 'issued')!;
const SAVE_PREFIX = 'https://pay.google.com/gp/v/save/';

/** The pass a download holds, checked as Wallet checks it: every file in the manifest with its SHA-1. */
async function passOf(download: Download) {
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString()) as Record<string, string>;
  for (const [name, sha1] of Object.entries(manifest)) {
    expect(createHash('sha1').update(files[name]!).digest('hex'), name).toBe(sha1);
  }
  expect(files.signature?.length).toBeGreaterThan(0);
  return JSON.parse(Buffer.from(files['pass.json']!).toString()) as {
    serialNumber: string;
    barcodes: { format: string; message: string }[];
  };
}

/** Taps "Add to Apple Wallet" in `scope` and returns the file the browser was handed. */
async function addToAppleWallet(page: Page, scope: Locator): Promise<Download> {
  const button = scope.getByRole('button', { name: 'Add to Apple Wallet' });
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/**
 * Taps "Add to Google Wallet" in `scope` and returns the claims of the link's JWT. Google is not
 * reached: the test answers for pay.google.com, and only reads the address the portal went to.
 */
async function addToGoogleWallet(page: Page, scope: Locator) {
  await page.route(`${SAVE_PREFIX}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Google Wallet</title>' }),
  );
  const button = scope.getByRole('button', { name: 'Add to Google Wallet' });
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await page.waitForURL(`${SAVE_PREFIX}**`);
  const [, claims] = page.url().slice(SAVE_PREFIX.length).split('.');
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    typ: string;
    payload: Record<string, { id: string; barcode: { value: string } }[]>;
  };
}

test('a member adds their own card to Apple Wallet and Google Wallet from the header’s Card', async ({ page }) => {
  test.slow();
  await signIn(page, '20000001');
  await page.getByRole('button', { name: 'Show my member card' }).click();
  const card = page.getByRole('dialog', { name: 'Your member card' });

  const download = await addToAppleWallet(page, card);
  expect(download.suggestedFilename()).toBe('island-rewards-card.pkpass');
  const pass = await passOf(download);
  expect(pass.serialNumber).toBe('member-20000001');
  expect(pass.barcodes.map((code) => [code.format, code.message])).toEqual([
    ['PKBarcodeFormatCode128', '20000001'],
    ['PKBarcodeFormatQR', '20000001'],
  ]);

  const claims = await addToGoogleWallet(page, card);
  expect(claims.typ).toBe('savetowallet');
  expect(claims.payload.loyaltyObjects?.map((object) => object.barcode.value)).toEqual(['20000001']);
});

test('a member adds an active voucher to both wallets from its page', async ({ page }) => {
  test.slow();
  await signIn(page, '20000001', {
    from: `/login?redirect=${encodeURIComponent(`/vouchers/${voucher.voucherNumber}`)}`,
  });
  const till = page.getByTestId('voucher-till');
  await expect(till.getByRole('heading', { name: 'Show this at the till' })).toBeVisible();

  const download = await addToAppleWallet(page, till);
  expect(download.suggestedFilename()).toBe(`island-rewards-voucher-${voucher.voucherNumber}.pkpass`);
  const pass = await passOf(download);
  expect(pass.serialNumber).toBe(`voucher-${voucher.voucherNumber}`);
  expect(pass.barcodes.map((code) => code.message)).toEqual([voucher.voucherNumber, voucher.voucherNumber]);

  const claims = await addToGoogleWallet(page, till);
  expect(claims.payload.offerObjects?.map((object) => object.barcode.value)).toEqual([voucher.voucherNumber]);
});

test('another member cannot get a pass of someone else’s voucher', async ({ page }) => {
  await signIn(page, '20000002');
  for (const kind of ['apple-pass', 'google-wallet-link']) {
    const response = await page.request.get(`/api/v1/vouchers/${voucher.voucherNumber}/${kind}`);
    expect(response.status(), kind).toBe(404);
    expect(await response.text()).not.toContain(voucher.voucherNumber);
  }
  // Their own card is theirs: the pass carries their number, not anyone else's.
  const own = await page.request.get('/api/v1/account/card/google-wallet-link');
  const [, claims] = ((await own.json()) as { saveUrl: string }).saveUrl.slice(SAVE_PREFIX.length).split('.');
  expect(JSON.parse(Buffer.from(claims!, 'base64url').toString()).payload.loyaltyObjects[0].accountId).toBe('20000002');
});

test('a phone is offered only the wallet it can open: Google on Android, Apple on an iPhone', async ({ browser }) => {
  test.slow();
  const phones = {
    'Add to Google Wallet':
      'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Add to Apple Wallet':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  };
  for (const [offered, userAgent] of Object.entries(phones)) {
    const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, '20000001');
    await page.getByRole('button', { name: 'Show my member card' }).click();
    const wallet = page.getByRole('dialog', { name: 'Your member card' }).getByTestId('add-to-wallet');
    await expect(wallet.getByRole('button')).toHaveText([offered]);
    await context.close();
  }
});
