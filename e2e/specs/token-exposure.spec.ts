import { RETURNING_COOKIE, VISIT_COOKIE } from '@portal/contracts/pop-up-visit';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

test('no token ever reaches script: not in document.cookie, web storage or any JSON body', async ({ page }) => {
  const jsonBodies: string[] = [];
  page.on('response', async (response) => {
    if ((response.headers()['content-type'] ?? '').includes('json'))
      jsonBodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/login');
  // Script may read the pop-up rule's two cookies only: the visit (ir_visit: two flags and a
  // date) and the returning browser's marker (ir_returning=1). No token in either.
  const readable = await page.evaluate(() => document.cookie);
  expect(
    readable
      .split('; ')
      .filter((pair) => pair && !pair.startsWith(`${VISIT_COOKIE}=`) && pair !== `${RETURNING_COOKIE}=1`),
  ).toEqual([]);
  expect(readable).not.toMatch(/eyJ|token/i);
  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();

  const exposed = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(exposed.cookie).not.toMatch(/access_token|refresh_token/);
  expect(exposed.local).not.toMatch(/eyJ|access_token|refresh_token/);
  expect(exposed.session).not.toMatch(/eyJ|access_token|refresh_token/);
  // JWTs start with eyJ (base64 of '{"'); none may appear in what the browser reads.
  for (const body of jsonBodies) expect(body).not.toMatch(/eyJ[\w-]+\.eyJ/);

  const cookies = await page.context().cookies();
  for (const name of ['access_token', 'refresh_token']) {
    expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
  }
});
