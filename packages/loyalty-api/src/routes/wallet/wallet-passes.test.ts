import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GOOGLE_WALLET_SAVE_PREFIX,
  GoogleWalletLinkSchema,
  PKPASS_CONTENT_TYPE,
} from '@portal/contracts/provider/wallet';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProvider } from '../../app.ts';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { DEMO_VOUCHERS } from '../../seed/demo-vouchers.ts';
import { settingsFromEnv } from '../../settings.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';
import { createDevelopmentWalletPems, DEVELOPMENT_WALLET } from '../../wallet/development-wallet-identity.ts';
import { loadWalletIdentity, walletIdentityOf } from '../../wallet/wallet-identity.ts';

let provider: TestProvider;
const bearer: Record<string, string> = {};
const work = mkdtempSync(path.join(tmpdir(), 'wallet-test-'));

beforeAll(async () => {
  provider = await startTestProvider();
  for (const member of ['20000001', '20000002', '20000003']) {
    const response = await provider.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: member, password: DEMO_PASSWORD }).toString(),
    });
    bearer[member] = response.json().access_token;
  }
});
afterAll(async () => {
  await provider.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, who: string) =>
  provider.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer[who]}` } });

const voucherOf = (member: string, status: string) => {
  const found = DEMO_VOUCHERS.find((voucher) => voucher.accountNumber === member && voucher.status === status);
  if (!found) throw new Error(`no ${status} voucher for ${member}`);
  return found.voucherNumber;
};

/** Unzips a pass and checks it the way Wallet does: every file hashed in the manifest, the manifest signed. */
function openPass(bytes: Buffer, caPem: string) {
  const files = unzipSync(new Uint8Array(bytes));
  const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as Record<string, string>;
  const hashed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
  expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
  for (const name of hashed) {
    expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
  }
  const dir = mkdtempSync(path.join(work, 'pass-'));
  writeFileSync(path.join(dir, 'manifest.json'), files['manifest.json']!);
  writeFileSync(path.join(dir, 'signature'), files.signature!);
  writeFileSync(path.join(dir, 'ca.pem'), caPem);
  // The detached PKCS#7 must verify over manifest.json and chain to the CA (openssl exits non-zero otherwise).
  execFileSync(
    'openssl',
    ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json'].concat([
      '-CAfile',
      'ca.pem',
      '-purpose',
      'any',
      '-signer',
      'signer.pem',
      '-out',
      '/dev/null',
    ]),
    { cwd: dir, stdio: 'pipe' },
  );
  return {
    files,
    passJson: JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')),
    signerPem: readFileSync(path.join(dir, 'signer.pem'), 'utf8'),
  };
}

async function caPem(): Promise<string> {
  return forge.pki.certificateToPem((await walletIdentityOf(provider.ctx)).apple.wwdr);
}

/** The claims of a save link's JWT, after checking its RS256 signature with the issuer's public key. */
async function saveLinkClaims(saveUrl: string) {
  expect(saveUrl.startsWith(GOOGLE_WALLET_SAVE_PREFIX)).toBe(true);
  const [header, claims, signature] = saveUrl.slice(GOOGLE_WALLET_SAVE_PREFIX.length).split('.') as [
    string,
    string,
    string,
  ];
  const publicKey = createPublicKey((await walletIdentityOf(provider.ctx)).google.key);
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(
    true,
  );
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}

describe('Apple passes', () => {
  it('builds the member card as a signed store card with the member number as Code 128 and QR', async () => {
    const response = await get('/api/v1/account/card/apple-pass', '20000001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(PKPASS_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="island-rewards-card.pkpass"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { passJson, files, signerPem } = openPass(response.rawPayload, await caPem());
    expect(files['icon.png']).toBeDefined();
    expect(files['logo.png']).toBeDefined();
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: DEVELOPMENT_WALLET.passTypeId,
      teamIdentifier: DEVELOPMENT_WALLET.teamId,
      serialNumber: 'member-20000001',
      organizationName: 'Island Rewards',
      storeCard: { primaryFields: [{ value: '2000 0001' }], secondaryFields: [{ value: 'Simone Campbell' }] },
    });
    expect(passJson.barcodes.map((code: { format: string; message: string }) => [code.format, code.message])).toEqual([
      ['PKBarcodeFormatCode128', '20000001'],
      ['PKBarcodeFormatQR', '20000001'],
    ]);
    // Signed by the Pass Type ID certificate whose UID is the pass's type.
    const signer = forge.pki.certificateFromPem(signerPem);
    expect(signer.subject.getField({ type: '0.9.2342.19200300.100.1.1' }).value).toBe(passJson.passTypeIdentifier);
  });

  it('does not name a guest on their card, and still gives them one', async () => {
    const response = await get('/api/v1/account/card/apple-pass', '20000003');
    expect(response.statusCode, response.body).toBe(200);
    const { passJson } = openPass(response.rawPayload, await caPem());
    expect(passJson.serialNumber).toBe('member-20000003');
    expect(passJson.storeCard.secondaryFields).toEqual([]);
  });

  it('builds an active voucher as a coupon with its voucher number, ending when the voucher does', async () => {
    const voucherNumber = voucherOf('20000001', 'issued');
    const detail = (await get(`/api/v1/vouchers/${voucherNumber}`, '20000001')).json();
    const response = await get(`/api/v1/vouchers/${voucherNumber}/apple-pass`, '20000001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="island-rewards-voucher-${voucherNumber}.pkpass"`,
    );
    const { passJson } = openPass(response.rawPayload, await caPem());
    expect(passJson).toMatchObject({
      serialNumber: `voucher-${voucherNumber}`,
      expirationDate: detail.expiresAt,
      coupon: { secondaryFields: [{ value: detail.rewardName }] },
    });
    expect(passJson.barcodes.map((code: { message: string }) => code.message)).toEqual([voucherNumber, voucherNumber]);
  });

  it('answers another member’s voucher as not found, and the member’s own used or expired one as a conflict', async () => {
    const theirs = voucherOf('20000001', 'issued');
    for (const url of [`/api/v1/vouchers/${theirs}/apple-pass`, `/api/v1/vouchers/${theirs}/google-wallet-link`]) {
      const refused = await get(url, '20000002');
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain(theirs);
    }
    for (const status of ['expired', 'closed']) {
      const mine = voucherOf('20000001', status);
      expect((await get(`/api/v1/vouchers/${mine}/apple-pass`, '20000001')).statusCode).toBe(409);
      expect((await get(`/api/v1/vouchers/${mine}/google-wallet-link`, '20000001')).statusCode).toBe(409);
    }
    expect((await get('/api/v1/vouchers/12345/apple-pass', '20000001')).statusCode).toBe(400);
  });

  it('refuses a visitor (client) token and no token at all', async () => {
    const anonymous = await provider.app.inject({ method: 'GET', url: '/api/v1/account/card/apple-pass' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Google Wallet links', () => {
  it('signs a loyalty object for the member card with the member number as its barcode', async () => {
    const response = await get('/api/v1/account/card/google-wallet-link', '20000001');
    expect(response.statusCode, response.body).toBe(200);
    const claims = await saveLinkClaims(v.parse(GoogleWalletLinkSchema, response.json()).saveUrl);
    const issuer = DEVELOPMENT_WALLET.googleIssuerId;
    expect(claims).toMatchObject({
      iss: DEVELOPMENT_WALLET.googleServiceAccount,
      aud: 'google',
      typ: 'savetowallet',
      origins: [provider.settings.portalOrigin],
    });
    expect(claims.payload.loyaltyObjects).toEqual([
      expect.objectContaining({
        id: `${issuer}.member-20000001`,
        classId: `${issuer}.island-rewards-member`,
        accountId: '20000001',
        barcode: { type: 'CODE_128', value: '20000001', alternateText: '2000 0001' },
      }),
    ]);
  });

  it('signs an offer object for an active voucher with its voucher number', async () => {
    const voucherNumber = voucherOf('20000001', 'issued');
    const response = await get(`/api/v1/vouchers/${voucherNumber}/google-wallet-link`, '20000001');
    expect(response.statusCode, response.body).toBe(200);
    const claims = await saveLinkClaims(response.json().saveUrl);
    expect(claims.payload.offerObjects).toEqual([
      expect.objectContaining({
        id: `${DEVELOPMENT_WALLET.googleIssuerId}.voucher-${voucherNumber}`,
        barcode: expect.objectContaining({ type: 'CODE_128', value: voucherNumber }),
      }),
    ]);
  });
});

describe('the wallet identity', () => {
  it('makes the development identity once and keeps it in the database', async () => {
    const before = (await walletIdentityOf(provider.ctx)).apple.certificate;
    const again = await loadWalletIdentity(provider.db, provider.settings, new Date());
    expect(forge.pki.certificateToPem(again.apple.certificate)).toBe(forge.pki.certificateToPem(before));
    expect(again.development).toBe(true);
    const rows = await provider.db.query("select count(*)::int as n from provider_secrets where name like 'wallet%'");
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('signs with the certificate, key and service account the settings name', async () => {
    const pems = createDevelopmentWalletPems(new Date());
    const file = (name: string, text: string) => {
      writeFileSync(path.join(work, name), text);
      return path.join(work, name);
    };
    const identity = await loadWalletIdentity(
      provider.db,
      {
        walletApple: {
          certificateFile: file('pass.pem', pems.passCertificate),
          keyFile: file('pass.key', pems.passKey),
          wwdrFile: file('wwdr.pem', pems.wwdrCertificate),
          passTypeId: 'pass.jm.islandrewards.member',
          teamId: 'ABCDE12345',
        },
        walletGoogle: {
          serviceAccountFile: file(
            'service-account.json',
            JSON.stringify({ client_email: 'wallet@issuer.iam.gserviceaccount.com', private_key: pems.googleKey }),
          ),
          issuerId: '3388000000012345678',
        },
      },
      new Date(),
    );
    expect(identity.development).toBe(false);
    expect(identity.apple.passTypeId).toBe('pass.jm.islandrewards.member');
    expect(forge.pki.certificateToPem(identity.apple.certificate)).toBe(
      forge.pki.certificateToPem(forge.pki.certificateFromPem(pems.passCertificate)),
    );
    expect(identity.google).toMatchObject({
      issuerId: '3388000000012345678',
      serviceAccountEmail: 'wallet@issuer.iam.gserviceaccount.com',
    });
  });

  it('stops the provider at start when a key file the settings name cannot be read', async () => {
    // The test provider's database is migrated already, so only the start itself is tried again.
    const missing = path.join(work, 'no-such-service-account.json');
    await expect(
      buildProvider(provider.db, {
        ...provider.settings,
        seed: false,
        walletGoogle: { serviceAccountFile: missing, issuerId: '3388000000012345678' },
      }),
    ).rejects.toThrow(/no-such-service-account/);
  });

  it('takes all of an issuer’s settings or none', () => {
    const env = { OAUTH_CLIENT_SECRET: 'x'.repeat(16) };
    expect(settingsFromEnv(env)).toMatchObject({ walletApple: undefined, walletGoogle: undefined });
    expect(() => settingsFromEnv({ ...env, WALLET_APPLE_CERT: '/etc/pass.pem' })).toThrow(/WALLET_APPLE_KEY/);
    expect(() => settingsFromEnv({ ...env, WALLET_GOOGLE_ISSUER_ID: '3388' })).toThrow(/WALLET_GOOGLE_SERVICE_ACCOUNT/);
  });
});
