import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { signIn } from '../support/portal.ts';
import { remoteOrigin } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

/** Strings found only in React's, react-dom's and react-router's production builds. */
const REACT_MARKER = 'Children.only expected to receive';
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';
const REACT_ROUTER_MARKER = 'may be used only in the context of a <Router>';

test('react, react-dom and the router are downloaded exactly once across the shell and its remotes', async ({
  page,
}) => {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  // The dashboard came from the account remote, on its own origin.
  expect(scripts.some((script) => script.url.startsWith(`${remoteOrigin('account')}/`))).toBe(true);

  const withMarker = (marker: string) =>
    scripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
  expect(withMarker(REACT_MARKER)).toHaveLength(1);
  expect(withMarker(REACT_DOM_MARKER)).toHaveLength(1);
  // The router comes through its shared facade (@portal/router/react-router), once, from the shell.
  const router = withMarker(REACT_ROUTER_MARKER);
  expect(router).toHaveLength(1);
  expect(router[0]!.startsWith(`${remoteOrigin('account')}/`)).toBe(false);
});

test('/login left quiet downloads the dashboard’s remote and the federation runtime without running them; signing in runs them from the cache', async ({
  page,
}) => {
  // Chromium's own account of each response: whether it came from the HTTP cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses: Array<{ url: string; type: string; fromCache: boolean }> = [];
  cdp.on('Network.responseReceived', ({ type, response }) =>
    responses.push({ url: response.url, type, fromCache: response.fromDiskCache === true }),
  );
  const isEntry = (url: string) => url.startsWith(`${remoteOrigin('account')}/`) && url.endsWith('/remoteEntry.js');
  const isRuntime = (url: string) => /\/static\/js\/async\/(p|federation-runtime)\.[0-9a-f]+\.js$/.test(url);
  const fetched = (matches: (url: string) => boolean) => responses.filter((response) => matches(response.url));

  await page.goto('/login');
  // The idle prefetch (requirements §21.3: after 2000 ms of quiet): the account remote's entry and
  // both of the runtime's scripts, as prefetches.
  await expect.poll(() => [fetched(isEntry).length, fetched(isRuntime).length], { timeout: 30_000 }).toEqual([1, 2]);
  expect([...fetched(isEntry), ...fetched(isRuntime)].every((response) => response.type !== 'Script')).toBe(true);
  // Downloaded, not run: no runtime started, no script element for the remote's entry.
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  await expect(page.locator(`script[src^="${remoteOrigin('account')}/"]`)).toHaveCount(0);

  await page.getByLabel('Island Rewards Number or Email Address').fill('20000001');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('summary-account-number')).toBeVisible({ timeout: 20_000 });
  // The dashboard ran the same files, each taken from the HTTP cache the prefetch filled.
  const ran = [...fetched(isEntry), ...fetched(isRuntime)].filter((response) => response.type === 'Script');
  expect(ran.map((response) => response.url).sort()).toEqual(
    [...fetched(isEntry), ...fetched(isRuntime)]
      .filter((response) => response.type !== 'Script')
      .map((response) => response.url)
      .sort(),
  );
  expect(ran.filter((response) => !response.fromCache)).toEqual([]);
});
