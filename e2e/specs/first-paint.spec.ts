import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { signIn } from '../support/portal.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { expect, failedRequest, test } from '../support/test.ts';

/**
 * Loading (docs/decisions/0012-first-paint-and-no-layout-shift.md): on a
 * slow line the scripts take seconds, so a page the BFF does not render itself paints the chrome
 * and the page's skeleton (shell/server/first-paint/), and while the member's figures load the
 * sidebar shows skeletons, never a "–" in their place. The skeleton is what every page is when the
 * server leaves it to the browser: read here on a shell with SERVER_RENDER=false (the pages it
 * renders: server-rendered-pages.spec.ts).
 */

const SHELL = `http://localhost:${EXTRA_PORTS.firstPaintShell}`;
let shell: ExtraProcess | undefined;
test.beforeAll(async () => {
  shell = await startExtraShell('firstPaintShell', { SERVER_RENDER: 'false' });
});
test.afterAll(async () => {
  await shell?.stop();
});

/** The root element's markup as the BFF served it: what paints before any script runs. */
const servedRoot = (html: string): string => /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';

test('the HTML of /rewards and of / carries the header and the skeleton, the signed-in one the sidebar band', async ({
  page,
}) => {
  // (/login arrives as the page itself: server-rendered-login.spec.ts.)
  const login = servedRoot(await (await page.request.get(`${SHELL}/rewards`)).text());
  expect(login).toContain('<span class="fp-name">Island Rewards</span>');
  expect(login).toContain('class="fp-bone fp-title"');
  expect(login).not.toContain('fp-sidebar');

  await signIn(page, '20000001', { from: `${SHELL}/login` });
  const home = servedRoot(await (await page.request.get(`${SHELL}/`)).text());
  expect(home).toContain('<span class="fp-name">Island Rewards</span>');
  expect(home).toContain('<div class="fp-sidebar">');
  for (const root of [login, home]) expect(root).not.toContain('–');
});

test('before any script runs, /rewards already shows the header with the programme’s name and the skeleton', async ({
  page,
  allowProblems,
}) => {
  // The shell's scripts are held back on purpose: what a member sees while they download.
  allowProblems(failedRequest('net::ERR_FAILED', '/static/js/'));
  // (The shell's own: the rewards remote's files the page preloads are not what this is about.)
  await page.route(`${SHELL}/static/js/**`, (route) => route.abort('failed'));
  await page.goto(`${SHELL}/rewards`);
  await expect(page.locator('[data-first-paint] .fp-header')).toBeVisible();
  await expect(page.getByText('Island Rewards', { exact: true })).toBeVisible();
  await expect(page.locator('[data-first-paint] .fp-title')).toBeVisible();
  // Its styles applied (the CSP allowed the inline <style> by its hash): the header bar's height.
  expect((await page.locator('.fp-header').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(80);
});

test('while the dashboard loads, the sidebar never shows a "–" for the number or the points', async ({ page }) => {
  await signIn(page, '20000001');
  // Every state the sidebar goes through on a fresh load, recorded as it happens.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __sidebarTexts: string[] }).__sidebarTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('aside[aria-label="Your membership"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-points')).toBeVisible();
  const texts = await page.evaluate(() => (window as unknown as { __sidebarTexts: string[] }).__sidebarTexts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => text.includes('–'))).toEqual([]);
});
