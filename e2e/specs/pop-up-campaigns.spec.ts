import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { EXTRA_PORTS, POP_UPS_ORIGIN } from '../support/ports.ts';
import { buildChangedApp, E2E_DEPLOY_DIR, ROOT, removeDir } from '../support/remote-builds.ts';
import { expect, failedRequest, test } from '../support/test.ts';
import { nextVisit, returningVisitor } from '../support/visits.ts';

/**
 * Marketing's campaigns (docs/deploy-pop-ups.md, "Schedule a campaign, choose its audience, preview
 * it"): a content build's campaigns carry a start and an end (Jamaica time) and an audience (signed
 * out, member, guest). Marketing previews a build with a signed link before it goes live: only
 * their browser gets it. The new build is staged on the e2e pop-ups origin beside the live one
 * (which other tests see, unchanged); the test's own shell has a DEPLOY_SECRET.
 */
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const SHELL_URL = `http://localhost:${EXTRA_PORTS.campaignsShell}`;
const DEPLOY_SECRET = randomBytes(32).toString('base64url');
/** Today's live campaigns (mfe-info/pop-ups/src/pop-up-content.ts). */
const LIVE_LOGIN_TITLE = 'Points every time you shop';
const LIVE_REWARDS_TITLE = 'New in rewards';
/** The new build: its login campaign starts on 1 January 2030 in Jamaica; its rewards one is for members. */
const NEW_LOGIN_TITLE = 'A new year at Island Rewards';
const IN_WINDOW = new Date('2030-01-15T12:00:00-05:00');

let build: { dir: string } | undefined;
let shell: ExtraProcess | undefined;
let version = '';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/**
 * How long a page may take to open its pop-up: at idle, after the page's scripts (asked for once it
 * is painted), the federation runtime and marketing's build. Locally about 1 s; CI's run of 433b57b,
 * the fleet suite beside it, under this spec's faked clock, opened it after the default 8 s.
 */
const POP_UP_OPENS_WITHIN = { timeout: 20_000 };
/** Resolves once the page has fetched pop-up content, so "no pop-up" means one was decided against. */
const contentLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().startsWith(POP_UPS_ORIGIN) && response.url().endsWith('.js'));

/** Opens `path`, waits for the content to be loaded and the page to settle, and expects no pop-up. */
async function expectNoPopUp(page: Page, path: string, heading: string): Promise<void> {
  const loaded = contentLoaded(page);
  await page.goto(`${SHELL_URL}${path}`);
  await loaded;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The shell's decision, once taken (docs/deploy-pop-ups.md): anything but "show" or "wait".
  await expect(page.locator('html')).toHaveAttribute('data-pop-up-verdict', /^(skip|seen|none)$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  build = await buildChangedApp('mfe-info/pop-ups', [
    { file: 'src/pop-up-content.ts', from: "id: 'login-points-2026-12b'", to: "id: 'login-new-year-2030'" },
    {
      file: 'src/pop-up-content.ts',
      from: "title: 'Points every time you shop',\n    expiresAt: '2027-12-31T23:59:59-05:00',",
      to: `title: '${NEW_LOGIN_TITLE}',\n    startsAt: '2030-01-01T00:00:00-05:00',\n    expiresAt: '2030-02-01T00:00:00-05:00',\n    audience: ['signed-out'],`,
    },
    {
      file: 'src/pop-up-content.ts',
      from: "id: 'rewards-experiences-2026-12b',",
      to: "id: 'rewards-members-2026-12', audience: ['member'],",
    },
  ]);
  // Staged, not live (marketing's command): the e2e pop-ups origin's current version does not change.
  const { stdout } = await run(process.execPath, [path.join(build.dir, 'scripts/publish.ts')], {
    cwd: build.dir,
    env: { ...process.env, PORTAL_DEPLOY_DIR: E2E_DEPLOY_DIR, POP_UPS_ORIGIN },
    timeout: 60_000,
  });
  version = /Pop-up content version ([0-9a-f]{12})/.exec(stdout)?.[1] ?? '';
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  shell = await startExtraShell('campaignsShell', {
    DEPLOY_SECRET,
    POPUP_SOURCE_URL: `${POP_UPS_ORIGIN}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  await shell?.stop();
  removeDir(build?.dir);
});

test('marketing previews a build: a campaign outside its window or audience does not show, inside it does; members keep the live one', async ({
  browser,
  allowProblems,
}) => {
  // The pages' clocks are moved into and out of a campaign's window: the BFF's clock refuses their pop-up state.
  allowProblems(failedRequest(400, '/bff/pop-up'));
  test.slow();
  const { stdout } = await run(process.execPath, ['scripts/preview-link.ts', 'pop-ups', version], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_SECRET, PUBLIC_ORIGIN: SHELL_URL },
  });
  const link = stdout.trim().split('\n').at(-1) ?? '';
  const marketing = await (await browser.newContext()).newPage();
  await returningVisitor(marketing);
  await marketing.goto(link);
  await expect(marketing.getByRole('status').filter({ hasText: 'Previewing' })).toHaveText(
    `Previewing pop-ups ${version} — Exit`,
  );

  // Before its start (today), on a visit of its own: the new login campaign does not show.
  await expectNoPopUp(await nextVisit(marketing), '/login', 'Log in to your account');
  // Within its window (January 2030, Jamaica), to its audience (signed out): it shows.
  const inWindow = await nextVisit(marketing);
  await inWindow.clock.install({ time: IN_WINDOW });
  await inWindow.goto(`${SHELL_URL}/login`);
  // The page's decision first: a failure then says which one it took ("none": no campaign on, or
  // its content did not load — the page's warning says which).
  await expect(inWindow.locator('html')).toHaveAttribute('data-pop-up-verdict', 'show', POP_UP_OPENS_WITHIN);
  await expect(dialog(inWindow, NEW_LOGIN_TITLE)).toBeVisible();
  // The rewards campaign is for members: a visitor who is signed out does not get it.
  await expectNoPopUp(await nextVisit(marketing), '/rewards', 'Rewards');

  // Everyone else keeps the live content: its login and rewards campaigns show as before.
  const member = await (await browser.newContext()).newPage();
  await returningVisitor(member);
  await member.goto(`${SHELL_URL}/login`);
  await expect(dialog(member, LIVE_LOGIN_TITLE)).toBeVisible(POP_UP_OPENS_WITHIN);
  await expect(member.getByText(/Previewing/)).toHaveCount(0);
  const rewards = await nextVisit(member);
  await rewards.goto(`${SHELL_URL}/rewards`);
  await expect(dialog(rewards, LIVE_REWARDS_TITLE)).toBeVisible(POP_UP_OPENS_WITHIN);
});
