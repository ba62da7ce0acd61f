import type { BrowserContext, Page } from '@playwright/test';
import { servedBy } from './support/failed-logins.ts';
import { expect, test } from './support/fleet-test.ts';
import { signInContext } from './support/sign-in.ts';

// Access tokens that live 10 s, so every round below meets an expired one (and a page can still
// load before its token expires on a busy machine).
test.use({ fleetOptions: { env: { ACCESS_TOKEN_TTL_SECONDS: '10' } } });

/** When the member's access token expires (its `exp`, in ms), read from the context's cookie. */
async function accessTokenExpiry(context: BrowserContext): Promise<number> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}');
  if (typeof payload.exp !== 'number') throw new Error('the access token carries no exp');
  return payload.exp * 1000;
}

/** Counts every time a page is sent to /login: a sign-out the member did not ask for. */
function countSignOuts(page: Page, signOuts: string[]): void {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') signOuts.push(frame.url());
  });
}

/**
 * Signs the context in and opens the dashboard in each of `pages`. A full page load whose access
 * token has already expired lands on /login (see docs/operations.md, "How the fleet is tested"),
 * so when the sign-in took most of the token's life the whole setup is done again (at most 3
 * times): this is the test's starting point, not what it proves.
 */
async function openDashboards(context: BrowserContext, origin: string, account: string, pages: Page[]) {
  for (let attempt = 1; ; attempt++) {
    await signInContext(context, origin, account);
    await Promise.all(pages.map((tab) => tab.goto('/')));
    const shown = await Promise.all(
      pages.map((tab) =>
        tab
          .getByTestId('summary-account-number')
          .waitFor({ timeout: 30_000 })
          .then(() => !new URL(tab.url()).pathname.startsWith('/login'))
          .catch(() => false),
      ),
    );
    if (shown.every(Boolean)) return;
    if (attempt === 3) throw new Error('the dashboards did not open within a token life, 3 times');
  }
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * Counts the refreshes the context's pages ask for (POST /bff/token with grant_type
 * refresh_token) and the sizes of their answers, which no other POST /bff/token answer of theirs
 * has (`settled` leaves those out).
 */
function countRefreshes(context: BrowserContext) {
  let count = 0;
  const refreshSizes = new Set<number>();
  const otherSizes = new Set<number>();
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/bff/token')) return;
    const isRefresh = request.postData()?.includes('refresh_token') ?? false;
    if (isRefresh) count += 1;
    // The BFF's JSON answers carry their length (nginx logs it as the bytes sent).
    const size = Number(response.headers()['content-length']);
    (isRefresh && response.status() === 200 ? refreshSizes : otherSizes).add(size);
  });
  return {
    settled() {
      return { count, sizes: new Set([...refreshSizes].filter((size) => !otherSizes.has(size))) };
    },
  };
}

test('two tabs of one member, access tokens expiring together, refreshed on both instances: 20 rounds, 0 sign-outs', async ({
  fleet,
  context,
  page: first,
}) => {
  test.setTimeout(600_000);
  const [bff1Port, bff2Port] = fleet.ports.FLEET_BFF_PORTS.split(',') as [string, string];
  const second = await context.newPage();
  await openDashboards(context, fleet.url, '20000001', [first, second]);

  const signOuts: string[] = [];
  countSignOuts(first, signOuts);
  countSignOuts(second, signOuts);
  const refreshes = countRefreshes(context);
  const since = fleet.accessLogLength();
  for (let round = 1; round <= 20; round++) {
    // Both tabs' token is the context's one cookie: it expires for both at the same moment.
    const expiry = await accessTokenExpiry(context);
    const wait = expiry - Date.now() + 250;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Both tabs move on at once with the expired token: each one's reads meet a 401 and want a
    // refresh. (In-app navigation: a full reload with an expired token is another path, see the
    // note in docs/operations.md.)
    await Promise.all(
      [first, second].map(async (tab) => {
        await navLink(tab, 'Rewards').click();
        await navLink(tab, 'Dashboard').click();
        await expect(tab.getByTestId('summary-account-number'), `round ${round}`).toBeVisible({ timeout: 30_000 });
        await expect(tab, `round ${round}`).not.toHaveURL(/\/login/);
      }),
    );
  }
  expect(signOuts, 'sign-outs').toEqual([]);

  // Which instance answered each refresh: nginx's log names the instance, the browser knows which
  // POST /bff/token was a refresh; the answer sizes tell them apart from the page's other POSTs.
  const { count, sizes } = refreshes.settled();
  const byInstance = servedBy(fleet.accessLog, since, '127.0.0.1', 'POST /bff/token', (line) =>
    sizes.has(Number(/" 200 (\d+) /.exec(line)?.[1])),
  );
  const summary = `${count} refreshes in the browser; by instance port: ${JSON.stringify([...byInstance])}`;
  test.info().annotations.push({ type: 'refreshes', description: summary });
  expect(count, summary).toBeGreaterThanOrEqual(20);
  expect(byInstance.get(bff1Port) ?? 0, summary).toBeGreaterThan(0);
  expect(byInstance.get(bff2Port) ?? 0, summary).toBeGreaterThan(0);
});
