import type { Page } from '@playwright/test';
import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { WITH_SERVICE_WORKER } from '../support/offline.ts';
import { signIn } from '../support/portal.ts';
import {
  markServerNodes,
  openServerRendered,
  serverHtml,
  serverResponse,
  waitForHydrated,
} from '../support/server-pages.ts';
import { expect, test } from '../support/test.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

/**
 * Every page of the route map arrives as HTML rendered by the server build of the remote that
 * owns it (docs/architecture.md, "Server-rendered pages"): readable with JavaScript turned off,
 * for every member class, and, with JavaScript, hydrated — the same main heading in the server's
 * HTML and after hydration, React's node in place of the server's, and no hydration error in the
 * console (the suite's check of every page).
 */

const SIGNED_OUT = [
  '/rewards',
  '/rewards/1',
  '/about',
  '/faq',
  '/contact',
  '/copyright',
  '/privacy-policy',
  '/terms-and-conditions',
  '/forgot-password',
  '/resend-verification',
];
const SIGNED_IN = [
  '/',
  '/transactions',
  '/rewards',
  '/rewards/1',
  '/vouchers',
  '/vouchers/redeemed',
  '/account',
  '/faq',
];

const MEMBERS = [
  ['a verified member', '20000001'],
  ['a member with an incomplete profile', '20000004'],
  ['a pending member', '20000002'],
  ['a guest', '20000003'],
] as const;

const pagesOf = (member: string): string[] => {
  const voucher = DEMO_VOUCHERS.find((item) => item.accountNumber === member);
  return [...SIGNED_IN, ...(voucher ? [`/vouchers/${voucher.voucherNumber}`] : [])];
};

/** The page's HTML as the BFF sends it to this page's browser, once rendered by the server. */
const pageServerHtml = (page: Page, path: string): Promise<string> => serverHtml(page.request, path);

/** The text of the first h1 in an HTML document. */
const headingIn = (html: string): string =>
  (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** Signs in with the server's own form (POST /bff/login), as a browser without scripts does. */
async function signInWithoutScripts(page: Page, member: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Island Rewards Number or Email Address').fill(member);
  await page.getByLabel('Password').fill('Island!Rewards2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Reads each page with scripts off: a 200 whose main content holds the page's heading. */
async function readWithoutScripts(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const heading = headingIn(await pageServerHtml(page, path));
    expect(heading, `${path} has a main heading in its HTML`).not.toBe('');
    await openServerRendered(page, path);
    await expect(page.locator('main h1').first(), path).toHaveText(heading);
  }
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads every signed-out page of the route map from the HTML alone', async ({ page }) => {
    test.slow();
    await readWithoutScripts(page, SIGNED_OUT);
  });

  for (const [who, member] of MEMBERS) {
    test(`${who} (${member}) signs in with the form and reads every page from the HTML alone`, async ({ page }) => {
      test.slow();
      await signInWithoutScripts(page, member);
      await readWithoutScripts(page, pagesOf(member));
    });
  }

  test("the dashboard's HTML shows the member's number and balance", async ({ page }) => {
    await signInWithoutScripts(page, '20000001');
    const { points } = (await (
      await page.request.get('/api/v1/account/points', { headers: { 'x-portal-request': '1' } })
    ).json()) as { points: number };
    await pageServerHtml(page, '/');
    await openServerRendered(page, '/');
    await expect(page.getByText('20000001').first()).toBeVisible();
    await expect(page.getByText(`${points.toLocaleString('en-JM')} pts`).first()).toBeVisible();
  });

  test("pages cross the network in brotli: a visitor's /login whole, a member's dashboard streamed", async ({
    page,
  }) => {
    // What the browser was sent, as it was sent: the document's own response, not a re-request.
    const login = await page.goto('/login');
    expect(login?.headers()['content-encoding']).toBe('br');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await signInWithoutScripts(page, '20000001');
    // The opening the server rendered: on a loaded machine one may be left to the browser.
    const dashboard = await openServerRendered(page, '/');
    expect(dashboard?.headers()['content-encoding']).toBe('br');
    expect(dashboard?.headers().vary).toBe('Cookie, Accept-Encoding');
    // Streamed: React's chunks and the page's data follow the head, all of it decoded whole.
    const html = (await dashboard?.text()) ?? '';
    expect(html).toContain('data-server-page="remote"');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    await expect(page.getByText('20000001').first()).toBeVisible();
  });
});

/** The inline scripts that would run (not the JSON blocks, not the files): their nonce attributes. */
const inlineScriptNonces = (html: string): Array<string | null> =>
  [...html.matchAll(/<script(\s[^>]*)?>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\btype="application\/json"/.test(attributes) && !/\bsrc=/.test(attributes))
    .map((attributes) => /\bnonce="([^"]+)"/.exec(attributes)?.[1] ?? null);

test("a visitor's page has no inline script at all and a CDN may keep it; a member's streams with React's scripts under this response's nonce only, and is not stored", async ({
  page,
  request,
}) => {
  await pageServerHtml(page, '/rewards');
  const visitor = await page.request.get('/rewards');
  expect(inlineScriptNonces(await visitor.text())).toEqual([]);
  expect(visitor.headers()['content-security-policy']).not.toContain("'nonce-");
  // Asked for without cookies, as a CDN in front would: kept there 30 s, named by the version drawn.
  const shared = (await serverResponse(request, '/rewards')).headers;
  expect(shared['cache-control']).toBe('public, max-age=0, s-maxage=30');
  expect(shared.vary).toBe('Cookie, Accept-Encoding');
  expect(shared['surrogate-key']).toMatch(/^portal-pages rewards-[0-9a-f]{12}$/);

  await signIn(page, '20000001');
  // A page the server rendered (one left to the browser has no streaming script, so no nonce).
  const member = await serverResponse(page.request, '/');
  expect(member.headers['cache-control']).toBe('private, no-store');
  const nonce = /'nonce-([^']+)'/.exec(member.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const nonces = inlineScriptNonces(member.html);
  expect(nonces.every((each) => each === nonce)).toBe(true);
  // A fresh nonce per response.
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

/** Opens a page with its scripts held back, marks the server's heading, then lets the scripts hydrate it. */
async function hydrates(page: Page, path: string): Promise<void> {
  const heading = headingIn(await pageServerHtml(page, path));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    await held;
    // A load of a page opened again (left to the browser the first time) is gone by now.
    await route.continue().catch(() => undefined);
  });
  await openServerRendered(page, path, 'commit');
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await markServerNodes(page, 'main h1');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-page', /.*/);
  await waitForHydrated(page, 'main h1', {
    kept: true,
    message: `${path}: the server's heading is React's node after hydration`,
  });
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await page.unrouteAll();
}

test('a visitor: every signed-out page hydrates with the server’s heading, without a hydration error', async ({
  page,
}) => {
  test.slow();
  for (const path of SIGNED_OUT) await hydrates(page, path);
});

for (const [who, member] of MEMBERS) {
  test(`${who} (${member}): every page hydrates with the server’s heading, without a hydration error`, async ({
    page,
  }) => {
    test.slow();
    await signIn(page, member);
    for (const path of pagesOf(member)) await hydrates(page, path);
  });
}

/**
 * What the page asked for before its first paint, and when that paint was: every script's start
 * (the page's small first script, the form hold, left out), from the browser's resource timing.
 */
const scriptsBeforePaint = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && !/\/static\/js\/hold-forms\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime }));
    return { paint, scripts, early: scripts.filter((script) => script.start < paint).map((script) => script.name) };
  });

for (const [who, path] of [
  ['a visitor', '/rewards'],
  ['a member', '/'],
] as const) {
  test(`${who}'s ${path}: the shell's and the remote's scripts are asked for only once the page is painted, and hydrate it`, async ({
    page,
  }) => {
    // docs/decisions/0047-the-pages-first-script.md: nothing but the page's small first script
    // competes with its HTML, stylesheets and pictures before the member sees it.
    if (who === 'a member') await signIn(page, '20000001');
    await openServerRendered(page, path);
    // Read again as the server rendered it: on a loaded machine this second render may be left to the browser.
    const html = await pageServerHtml(page, path);
    // In the HTML: no deferred script, no script preload; the block lists both.
    expect(html).not.toMatch(/<script defer|<link rel="preload" as="script"/);
    const listed = JSON.parse(
      /<script id="portal-after-paint-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as { scripts?: string[]; preloads?: string[] };
    expect(listed.scripts?.length).toBeGreaterThan(0);
    expect(listed.preloads?.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
    await waitForHydrated(page, 'main h1');
    const { paint, scripts, early } = await scriptsBeforePaint(page);
    expect(paint, 'the page was painted').toBeGreaterThan(0);
    // The shell's entry and the remote's entry both came, after the paint.
    expect(scripts.map((script) => script.name)).toContainEqual(
      expect.stringMatching(/\/static\/js\/index\.[0-9a-f]+\.js$/),
    );
    expect(scripts.map((script) => script.name)).toContainEqual(expect.stringMatching(/\/remoteEntry\.js$/));
    expect(early, 'scripts asked for before the first paint').toEqual([]);
  });
}

/** The remote stylesheets a page's HTML carries in it (`<style data-href>`, its own origin's left out). */
const inlinePageStyles = (html: string): string[] =>
  [...html.matchAll(/<style data-href="(https?:\/\/[^"]+)" data-page-style>/g)].map((match) => match[1] ?? '');

for (const [who, path] of [
  ['a visitor', '/rewards'],
  ['a member', '/'],
] as const) {
  test(`${who}'s ${path} carries its stylesheets in its HTML: painted without asking for one, and never asked for by its scripts`, async ({
    page,
  }) => {
    // docs/performance.md: a linked stylesheet held the first paint one more round trip (to the
    // remote's origin, a new connection). The BFF reads a version's sheets once, for the pages after.
    if (who === 'a member') await signIn(page, '20000001');
    await expect
      .poll(async () => inlinePageStyles(await pageServerHtml(page, path)).length, {
        message: `${path} carries the remote's page stylesheets`,
      })
      .toBeGreaterThan(0);
    // The stylesheets of the page last opened: openServerRendered opens it again when the BFF left
    // it to the browser, whose head preloads them (a clean-clone run's first opening was one).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) stylesheets.length = 0;
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const answer = await openServerRendered(page, path);
    const html = (await answer?.text()) ?? '';
    const carried = inlinePageStyles(html);
    // The shell's own stylesheet is carried too (its href is a path: the page's origin).
    expect(html).toMatch(/<style data-href="\/static\/css\/index\.[0-9a-f]+\.css">/);
    expect(html).not.toMatch(/<link [^>]*rel="stylesheet"/);
    await waitForHydrated(page, 'main h1');
    // Never fetched by the chunk loader, which finds them by their data-href; each allowed by its
    // hash (a refused one is a CSP violation, which fails the test, and gets no style sheet).
    for (const href of carried) expect(stylesheets, `${href} asked for again`).not.toContain(href);
    const appliedSheets = await page.evaluate(
      () =>
        [...document.styleSheets].filter(
          (sheet) =>
            sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.dataset.href?.startsWith('http') === true,
        ).length,
    );
    expect(appliedSheets).toBe(carried.length);
  });
}
