import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/bff';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { signIn } from '../support/portal.ts';
import { BASE_URL } from '../support/ports.ts';
import { rawRequest } from '../support/raw-http.ts';
import { expect, test } from '../support/test.ts';

/**
 * What an attacker tried, with raw HTTP and a real browser, against the portal as `npm start` runs
 * it (docs/security.md; docs/decisions/0016-hardening.md).
 */

const FOREIGN = { origin: 'http://evil.example', 'content-type': 'application/json' };
const PORTAL = { origin: BASE_URL, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };
const passwordGrant = JSON.stringify({ grant_type: 'password', username: '20000001', password: DEMO_PASSWORD });

test('an escaped path does not get past the CSRF guard, and an absolute-form target is refused', async () => {
  expect(await rawRequest('POST', '/%62ff/token', FOREIGN, passwordGrant)).toBe(403);
  expect(await rawRequest('DELETE', '/%62ff/session', FOREIGN)).toBe(403);
  expect(await rawRequest('POST', '/%62ff/token', PORTAL, passwordGrant)).toBe(400);
  expect(await rawRequest('POST', 'http://x/bff/token', PORTAL, passwordGrant)).toBe(400);
  expect(await rawRequest('GET', 'http://x/bff/session')).toBe(400);
  // The plain path still works, so the refusals above are about the target, not the request.
  expect(await rawRequest('POST', '/bff/token', PORTAL, passwordGrant)).toBe(200);
});

test('a forged alg:none token claiming 20000002 is not a session, and decrypts nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // 20000002's own encrypted value, as its login flow stores it.
  const owner = await browser.newContext();
  const page = await owner.newPage();
  await signIn(page, '20000002');
  const lookup = await page.request.post('/bff/token', {
    headers: PORTAL,
    data: { memberId: '20000002', toEncrypt: '20000002' },
  });
  expect(lookup.status()).toBe(200);
  const { encryption } = (await lookup.json()) as { encryption: string };
  await owner.close();

  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: '20000002',
    authorities: ['ROLE_MEMBER'],
    client_id: 'portal-bff',
    sid: '00000000-0000-4000-8000-000000000000',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.`;
  const cookie = `access_token=${forged}; refresh_token=any-refresh-token-at-all`;

  const session = await request.get('/bff/session', { headers: { cookie } });
  expect(await session.json()).toMatchObject({ authenticated: false, type: null });
  const page2 = await request.get('/', { headers: { cookie } });
  expect(await page2.text()).toContain('"authenticated":false');

  const decrypted = await request.post('/bff/token', {
    headers: { ...PORTAL, cookie },
    data: { toDecrypt: encryption },
  });
  expect(decrypted.status()).toBe(401);
  expect(await decrypted.text()).not.toContain('20000002');
  const stored = await request.post('/bff/token', { headers: { ...PORTAL, cookie }, data: { accountType: 'user' } });
  expect(stored.status()).toBe(401);
  expect(stored.headers()['set-cookie'] ?? '').not.toContain('account_type=user');
});

const REDIRECT_PAYLOADS = [
  '/.//evil.example',
  '/x/..//h',
  '/%2e//h',
  '/./\\h',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

for (const payload of REDIRECT_PAYLOADS) {
  test(`after login with redirect=${payload} the member is on a page of the portal, without an uncaught error`, async ({
    page,
  }) => {
    // One sign-in each (a password hash at the provider): slow on a busy machine.
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, '20000001', { from: `/login?redirect=${encodeURIComponent(payload)}` });
    await expect(page.getByTestId('summary-account-number')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(BASE_URL);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
}
