import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { POP_UPS_ORIGIN } from '../support/ports.ts';
import { buildChangedApp, E2E_DEPLOY_DIR, removeDir, tempDir } from '../support/remote-builds.ts';
import { expect, test } from '../support/test.ts';
import { nextVisit, returningVisitor } from '../support/visits.ts';

/**
 * Marketing swaps the pop-up content through config only (docs/deploy.md, "Swap the pop-up
 * content"). A second build with other content is published beside the live one (not live: the e2e
 * pop-ups origin's current version, which other tests see, does not change), then one value in the
 * shell's config file, `popUpSource`, switches this shell to it: no shell build, no restart.
 * docs/deploy-pop-ups.md.
 */
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const LIVE_SOURCE = `${POP_UPS_ORIGIN}/mf-manifest.json`;
/** Today's login pop-up (mfe-info/pop-ups/src/pop-up-content.ts). */
const LIVE_TITLE = 'Points every time you shop';
const NEW_TITLE = 'Carnival is coming';
const NEW_ALT = 'Carnival is coming: triple points on costumes, cool boxes and snacks until Ash Wednesday.';

let configDir: string;
let configFile: string;
let changedBuild: { dist: string; dir: string } | undefined;
let newSource: string;
let shell: ExtraProcess | undefined;

const writeConfig = (popUpSource: string) => writeFileSync(configFile, `${JSON.stringify({ popUpSource })}\n`);

/** Waits until the running BFF serves `popUpSource` in /config.json (it watches the file). */
async function servedSource(page: Page, expected: string): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${shell!.url}/config.json`)).json()) as { popUpSource: string }).popUpSource,
    )
    .toBe(expected);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  configDir = tempDir('config');
  configFile = path.join(configDir, 'portal-config.json');
  writeConfig(LIVE_SOURCE);
  changedBuild = await buildChangedApp('mfe-info/pop-ups', [
    { file: 'src/pop-up-content.ts', from: "id: 'login-points-2026-12b'", to: "id: 'login-carnival-2027-02'" },
    { file: 'src/pop-up-content.ts', from: "title: 'Points every time you shop'", to: `title: '${NEW_TITLE}'` },
    {
      file: 'src/pop-up-content.ts',
      from: 'Island Rewards: earn points every time you shop and spend them on rewards. Log in to see your balance and what it buys.',
      to: NEW_ALT,
    },
  ]);
  // Marketing's documented command, run in the changed build's folder: stage, not live.
  const { stdout } = await run(process.execPath, [path.join(changedBuild.dir, 'scripts/publish.ts')], {
    cwd: changedBuild.dir,
    env: { ...process.env, PORTAL_DEPLOY_DIR: E2E_DEPLOY_DIR, POP_UPS_ORIGIN },
    timeout: 60_000,
  });
  const url = /This version, always:\s+(\S+)/.exec(stdout)?.[1];
  if (!url) throw new Error(`publish-content printed no version URL:\n${stdout}`);
  newSource = url;
  // Registration on, as the main portal runs: the login campaign's "join" slide is offered here.
  shell = await startExtraShell('popUpSwap', { PORTAL_CONFIG_FILE: configFile, REGISTRATION: 'enable' });
});

test.afterAll(async () => {
  await shell?.stop();
  removeDir(changedBuild?.dir);
  removeDir(configDir);
});

test('one value in the config file switches the pop-up to a second build with other content, and back', async ({
  page,
  request,
}) => {
  // Three visits, each loading the content named by the config at that moment.
  test.slow();
  expect(newSource).toMatch(new RegExp(`^${POP_UPS_ORIGIN}/v/[0-9a-f]{12}/mf-manifest\\.json$`));
  const liveBefore = await (await request.get(LIVE_SOURCE)).text();

  // Today's content, from the origin's live version, to a returning visitor (none on a first visit's /login).
  await returningVisitor(page);
  await page.goto(`${shell!.url}/login`);
  const welcome = page.getByRole('dialog', { name: LIVE_TITLE });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: /close/i }).click();
  await expect(welcome).toBeHidden();

  // Marketing switches: one value, no restart. The next visit shows the new campaign (a new id,
  // so it shows even though this member closed today's welcome; one pop-up per visit).
  writeConfig(newSource);
  await servedSource(page, newSource);
  const second = await nextVisit(page);
  await second.goto(`${shell!.url}/login`);
  const carnival = second.getByRole('dialog', { name: NEW_TITLE });
  await expect(carnival).toBeVisible();
  const image = carnival.getByRole('img');
  await expect(image).toHaveAttribute('alt', NEW_ALT);
  const versionFolder = newSource.replace(/mf-manifest\.json$/, '');
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${versionFolder}`));
  await expect(second.getByRole('dialog', { name: LIVE_TITLE })).toHaveCount(0);

  // Publishing it changed nothing for anyone else: the origin's live version is as it was.
  expect(await (await request.get(LIVE_SOURCE)).text()).toBe(liveBefore);

  // And back (a rollback is the same one value): the previous content returns. The member closed
  // the carnival campaign last, so the welcome counts as a campaign not yet closed and shows again.
  await carnival.getByRole('button', { name: /close/i }).click();
  writeConfig(LIVE_SOURCE);
  await servedSource(page, LIVE_SOURCE);
  const third = await nextVisit(page);
  await third.goto(`${shell!.url}/login`);
  const welcomeBack = third.getByRole('dialog', { name: LIVE_TITLE });
  await expect(welcomeBack).toBeVisible();
  await expect(third.getByRole('dialog', { name: NEW_TITLE })).toHaveCount(0);
  // With registration on, its "join" slide is there, and leads to a registration page that exists.
  // (The BFF may have drawn it into the page: its carousel moves once the page's scripts have it.)
  await expect(third.locator('html')).toHaveAttribute('data-pop-up-verdict', 'show');
  await welcomeBack.getByRole('button', { name: 'Next slide' }).click();
  await welcomeBack.getByRole('link', { name: 'Join free' }).click();
  await expect(third).toHaveURL(`${shell!.url}/register`);
  await expect(third.getByRole('heading', { level: 1, name: 'Join Island Rewards' })).toBeVisible();
});
