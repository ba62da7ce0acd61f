import { expect, type Page, test } from '@playwright/test';
import { POP_UP_CONTAINER, POP_UP_EXPOSE, PopUpContentModuleSchema } from '@portal/contracts/pop-up-contract';
import { PREFERENCES_KEY } from '@portal/session/preferences';
import * as v from 'valibot';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { signIn } from '../support/portal.ts';
import { POP_UPS_ORIGIN } from '../support/ports.ts';

/**
 * The welcome pop-ups (spec §2, §4 pop-up rule) with marketing's content, on a shell of their own
 * (the main e2e shell runs with POPUP_SOURCE_URL=off so pop-ups never cover other tests).
 */
let shell: ExtraProcess;

type PopUpContent = v.InferOutput<typeof PopUpContentModuleSchema>;

interface Manifest {
  metaData: { publicPath: string; globalName: string; remoteEntry: { name: string } };
  exposes: Array<{ name: string }>;
}

test.beforeAll(async () => {
  shell = await startExtraShell('popUps', { POPUP_SOURCE_URL: `${POP_UPS_ORIGIN}/mf-manifest.json` });
});
test.afterAll(async () => {
  await shell?.stop();
});

/** Resolves once the page has fetched marketing's content, so "no pop-up" means one was decided against. */
const contentLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().startsWith(POP_UPS_ORIGIN) && response.url().endsWith('.js'));

/** Stores the login/dashboard pop-up state as closed today, for the campaign named. */
const storeLoginPopUpState = (page: Page, campaignId: string) =>
  page.evaluate(({ key, state }) => localStorage.setItem(key, JSON.stringify({ popUp: state })), {
    key: PREFERENCES_KEY,
    state: { isSeen: true, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), campaignId },
  });

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('popUpSource in /config.json names the pop-ups origin, which serves the manifest to the shell only', async ({
  request,
}) => {
  const config = (await (await request.get(`${shell.url}/config.json`)).json()) as { popUpSource: string };
  const popUpSource = `${POP_UPS_ORIGIN}/mf-manifest.json`;
  expect(config.popUpSource).toBe(popUpSource);
  const response = await request.get(popUpSource, { headers: { origin: shell.url } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['access-control-allow-origin']).toBe(shell.url);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.metaData.globalName).toBe(POP_UP_CONTAINER);
  expect(manifest.exposes.map((expose) => expose.name)).toEqual([POP_UP_EXPOSE]);
  expect(manifest.metaData.publicPath).toMatch(new RegExp(`^${POP_UPS_ORIGIN}/v/[0-9a-f]{12}/$`));

  const elsewhere = await request.get(popUpSource, { headers: { origin: 'https://evil.example' } });
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the login pop-up passes axe even at the first frame of its slide coming in (link contrast)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${shell.url}/login`);
  const popUp = dialog(page, 'Welcome back');
  // It opens once the page is idle, which on a busy machine can take a while.
  await expect(popUp).toBeVisible({ timeout: 30_000 });
  await expect(popUp.getByRole('link', { name: 'How the programme works' })).toBeVisible();
  // Every animation held at its first frame: what axe (and a member) sees as the slide arrives.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
  });
  await expectNoAxeViolations(page);
});

test('the login pop-up shows once a day: closed, it stays closed; the next day it shows again', async ({ page }) => {
  await page.goto(`${shell.url}/login`);
  const popUp = dialog(page, 'Welcome back');
  await expect(popUp).toBeVisible();
  const image = popUp.getByRole('img');
  await expect(image).toHaveAttribute('alt', /Welcome back: your points are waiting/);
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${POP_UPS_ORIGIN}/`));
  // Its space is reserved from the content's stated size: nothing moves when the image arrives.
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '600');
  await expectNoAxeViolations(page);

  await popUp.getByRole('button', { name: /close/i }).click();
  await expect(popUp).toBeHidden();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').popUp, PREFERENCES_KEY);
  expect(stored).toMatchObject({ isSeen: true, campaignId: 'login-welcome-2026-12' });

  // The same day: the content loads, the rule says no.
  const loaded = contentLoaded(page);
  await page.reload();
  await loaded;
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(popUp).toHaveCount(0);

  // The next day (Jamaica's), the stored state has expired: it shows again.
  await page.clock.install({ time: new Date(Date.parse(stored.expiresAt) + 60_000) });
  await page.reload();
  await expect(popUp).toBeVisible();
});

test('a new campaign shows even to a member who closed the last one today', async ({ page }) => {
  await page.goto(`${shell.url}/login`);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  // State as a member who closed an earlier login campaign this morning would have it.
  await storeLoginPopUpState(page, 'login-2026-11');
  await page.reload();
  await expect(dialog(page, 'Welcome back')).toBeVisible();
});

test('the dashboard pop-up is a carousel: it plays, pauses, steps by hand, and its links stay in the portal', async ({
  page,
}) => {
  // Signed in without passing the login page's pop-up (the two share one state, spec §3).
  await page.goto(`${shell.url}/login`);
  await storeLoginPopUpState(page, 'login-welcome-2026-12');
  await signIn(page, '20000001', { from: `${shell.url}/login` });
  await expect(page).toHaveURL(`${shell.url}/`);

  const popUp = dialog(page, 'What’s new for you');
  await expect(popUp).toBeVisible();
  const carousel = popUp.getByRole('region', { name: 'What’s new for you' });
  const current = () => carousel.locator('[aria-roledescription="slide"]:not([hidden])');
  await expect(current()).toHaveAttribute('aria-label', 'Slide 1 of 3');
  await expectNoAxeViolations(page);

  // By hand: Next, and the arrow keys.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(current()).toHaveAttribute('aria-label', 'Slide 2 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(current()).toHaveAttribute('aria-label', 'Slide 1 of 3');

  // Paused for good: nothing moves past the 6 s interval, even with the pointer and focus away.
  await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
  await page.mouse.move(0, 0);
  await popUp.getByRole('button', { name: /close/i }).focus();
  await page.waitForTimeout(6_500);
  await expect(current()).toHaveAttribute('aria-label', 'Slide 1 of 3');
  // Playing, it moves on by itself within the interval.
  await carousel.getByRole('button', { name: 'Play the slide show' }).click();
  await page.mouse.move(0, 0);
  await popUp.getByRole('button', { name: /close/i }).focus();
  await expect(current()).toHaveAttribute('aria-label', 'Slide 2 of 3', { timeout: 8_000 });

  // A slide's link closes the pop-up and goes there inside the portal.
  await current().getByRole('link', { name: 'Link a card' }).click();
  await expect(popUp).toBeHidden();
  await expect(page).toHaveURL(`${shell.url}/account`);
});

test('with reduced motion the carousel starts paused', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto(`${shell.url}/login`);
    await storeLoginPopUpState(page, 'login-welcome-2026-12');
    await signIn(page, '20000002', { from: `${shell.url}/login` });
    const popUp = dialog(page, 'What’s new for you');
    await expect(popUp.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the rewards pages have a pop-up of their own, apart from the login one', async ({ page }) => {
  await page.goto(`${shell.url}/login`);
  const login = dialog(page, 'Welcome back');
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: /close/i }).click();

  await page.goto(`${shell.url}/rewards`);
  const rewards = dialog(page, 'New in rewards');
  await expect(rewards).toBeVisible();
  await rewards.getByRole('button', { name: /close/i }).click();
  const loaded = contentLoaded(page);
  await page.reload();
  await loaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(rewards).toHaveCount(0);
});

/** Loads the content module into the page the way the federation runtime does: remoteEntry, init, get. */
async function loadContent(page: Page, entry: string): Promise<PopUpContent> {
  const loaded = await page.evaluate(
    async ({ entry, globalName, expose }) => {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = entry;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${entry}`));
        document.head.append(script);
      });
      type Container = { init(shareScope: object): Promise<void>; get(module: string): Promise<() => unknown> };
      const container = (window as unknown as Record<string, Container | undefined>)[globalName];
      if (!container) throw new Error(`no ${globalName} container`);
      await container.init({});
      const module = (await container.get(`./${expose}`))();
      return JSON.parse(JSON.stringify(module)) as unknown;
    },
    { entry, globalName: POP_UP_CONTAINER, expose: POP_UP_EXPOSE },
  );
  const parsed = v.safeParse(PopUpContentModuleSchema, loaded);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
  return parsed.output as PopUpContent;
}

const slidesOf = (content: PopUpContent) => Object.values(content.popUps).flatMap((campaign) => campaign?.slides ?? []);

test('the content module loads in a portal page, meets the contract, and its images come from its origin', async ({
  page,
  request,
}) => {
  await page.goto(`${shell.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const manifest = (await (await request.get(`${POP_UPS_ORIGIN}/mf-manifest.json`)).json()) as Manifest;
  const content = await loadContent(page, `${manifest.metaData.publicPath}${manifest.metaData.remoteEntry.name}`);

  expect(content.contractVersion).toMatch(/^1\./);
  expect(content.popUps.dashboard?.slides.length).toBeGreaterThanOrEqual(2);
  expect(content.popUps.login).toBeDefined();
  expect(content.popUps.rewards).toBeDefined();

  const slides = slidesOf(content);
  for (const slide of slides) {
    // Absolute, on the content's own origin, in the published version's folder.
    expect(slide.imageUrl.startsWith(manifest.metaData.publicPath)).toBe(true);
    const image = await request.get(slide.imageUrl, { headers: { origin: shell.url } });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/svg+xml');
    expect(image.headers()['cache-control']).toContain('immutable');
  }
  // And they render in the page at the size the content states.
  const sizes = await page.evaluate(
    (urls: string[]) =>
      Promise.all(
        urls.map(
          (url) =>
            new Promise<[number, number]>((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
              image.onerror = () => reject(new Error(`could not load ${url}`));
              image.src = url;
            }),
        ),
      ),
    slides.map((slide) => slide.imageUrl),
  );
  expect(sizes).toEqual(slides.map((slide) => [slide.width, slide.height]));
});

test('each published version has a manifest URL of its own, which popUpSource can name to switch', async ({
  page,
  request,
}) => {
  const { version } = (await (await request.get(`${POP_UPS_ORIGIN}/health`)).json()) as { version: string };
  const pinned = `${POP_UPS_ORIGIN}/v/${version}/`;
  const manifest = (await (await request.get(`${pinned}mf-manifest.json`)).json()) as Manifest;
  // As built: the federation runtime takes the folder of the manifest's URL as the public path.
  expect(manifest.metaData.publicPath).toBe('auto');
  expect(manifest.exposes.map((expose) => expose.name)).toEqual([POP_UP_EXPOSE]);

  await page.goto(`${shell.url}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const content = await loadContent(page, `${pinned}${manifest.metaData.remoteEntry.name}`);
  for (const slide of slidesOf(content)) expect(slide.imageUrl.startsWith(pinned)).toBe(true);
});
