import { createHash } from 'node:crypto';
import type { Request } from '@playwright/test';
import { type OwnRemote, ownRemoteBehindShell } from '../support/own-remote.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { buildChangedRemote, deployRemote, removeDir } from '../support/remote-builds.ts';
import { expect, test } from '../support/test.ts';

/**
 * A remote ships alone while the portal runs (docs/deploy.md, "Deploy one remote alone"). The
 * rewards origin here is the test's own (its own deploy folder and port, behind a shell of its
 * own): deploying a changed heading to the e2e portal's shared rewards origin would change what the
 * rewards tests running in the other worker see.
 */
test.describe.configure({ mode: 'serial' });

const SHELL_URL = `http://localhost:${EXTRA_PORTS.deployShell}`;
const ORIGIN_URL = `http://localhost:${EXTRA_PORTS.deployRewardsOrigin}`;
const NEW_HEADING = 'Rewards, new season';

let deployDir: string;
let changedBuild: { dist: string; dir: string } | undefined;
let own: OwnRemote | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  changedBuild = await buildChangedRemote('rewards', [
    {
      file: 'src/features/catalogue/routes/catalogue-page.tsx',
      from: '<h1>Rewards</h1>',
      to: `<h1>${NEW_HEADING}</h1>`,
    },
  ]);
  // The version members have now (the build the e2e portal serves), on the test's own origin.
  own = await ownRemoteBehindShell({
    remote: 'rewards',
    originPort: EXTRA_PORTS.deployRewardsOrigin,
    shell: 'deployShell',
  });
  deployDir = own.deployDir;
});

test.afterAll(async () => {
  await own?.stop();
  removeDir(changedBuild?.dir);
});

/**
 * Every file of the shell's own page (its /login, drawn by the shell alone, and the assets it
 * names), with its content hash. Not `/`: that page is the account remote's, and carries preloads
 * of account's files once the BFF has read account's manifest, which a fresh BFF may not have done
 * yet for the first page it serves.
 */
async function shellFiles(): Promise<Record<string, string>> {
  const sha = (body: ArrayBuffer) => createHash('sha256').update(Buffer.from(body)).digest('hex');
  const html = await (await fetch(`${SHELL_URL}/login`)).text();
  // The page carries the remotes' manifests as the BFF read them (a deploy of rewards changes its
  // copy, as it should): the rest of the page is the shell's.
  const shellPart = html.replace(/<script id="portal-manifest" type="application\/json">[^<]*<\/script>/, '');
  const files: Record<string, string> = { '/login': sha(new TextEncoder().encode(shellPart).buffer as ArrayBuffer) };
  // Named by an attribute, or listed for after the first paint (the page's JSON block).
  for (const [, asset] of html.matchAll(/"(\/static\/[^"]+)"/g)) {
    if (asset) files[asset] = sha(await (await fetch(`${SHELL_URL}${asset}`)).arrayBuffer());
  }
  return files;
}

const liveVersion = (): Promise<string> => own?.liveVersion() ?? Promise.resolve('');

test('deploying rewards alone: a fresh page shows the new build, an open page keeps navigating, rollback restores it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const before = await shellFiles();
  expect(Object.keys(before).some((file) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  const oldVersion = await liveVersion();

  // A member opened the catalogue before the deploy.
  const openBefore = await browser.newPage({ baseURL: SHELL_URL });
  const chunkRequests: string[] = [];
  openBefore.on('request', (request: Request) => {
    if (request.url().startsWith(ORIGIN_URL)) chunkRequests.push(request.url());
  });
  await openBefore.goto('/rewards?query=brunch');
  await expect(openBefore.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();

  const printed = await deployRemote('rewards', deployDir, ['--dist', changedBuild?.dist ?? '']);
  const newVersion = await liveVersion();
  expect(printed).toContain(`mfe-rewards: now serving ${newVersion} (was ${oldVersion})`);
  expect(newVersion).not.toBe(oldVersion);

  // A fresh page gets the new build; the shell's own files are byte for byte the same.
  const fresh = await browser.newPage({ baseURL: SHELL_URL });
  await fresh.goto('/rewards');
  await expect(fresh.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  expect(await shellFiles()).toEqual(before);

  // The page opened before the deploy still navigates inside rewards: the detail page's code,
  // not loaded yet, comes from the old version's folder, which is still served.
  chunkRequests.length = 0;
  await openBefore.getByRole('link', { name: 'Sunday Brunch for Two' }).click();
  await expect(openBefore).toHaveURL(/\/rewards\/\d+$/);
  await expect(openBefore.getByRole('heading', { level: 1, name: 'Sunday Brunch for Two' })).toBeVisible();
  await expect(openBefore.getByTestId('reward-detail-points')).toHaveText('4,500 pts');
  expect(chunkRequests.length).toBeGreaterThan(0);
  expect(chunkRequests.every((url) => url.startsWith(`${ORIGIN_URL}/v/${oldVersion}/`))).toBe(true);

  // One command rolls back; the next load has the old heading again.
  expect(await deployRemote('rewards', deployDir, ['--rollback'])).toContain(
    `mfe-rewards: rolled back from ${newVersion} to ${oldVersion}`,
  );
  await fresh.reload();
  await expect(fresh.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  expect(await shellFiles()).toEqual(before);
  await openBefore.close();
  await fresh.close();
});
