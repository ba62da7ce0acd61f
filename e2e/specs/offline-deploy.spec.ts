import {
  goOffline,
  kept,
  onlyWhatTheWorkerKeeps,
  SAVED_ON,
  WITH_SERVICE_WORKER,
  waitForCopyOf,
} from '../support/offline.ts';
import { type OwnRemote, ownRemoteBehindShell } from '../support/own-remote.ts';
import { signIn } from '../support/portal.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { buildChangedRemote, deployRemote, removeDir } from '../support/remote-builds.ts';
import { expect, test } from '../support/test.ts';

// The offline service worker runs here, as on a member's phone (support/offline.ts).
test.use(WITH_SERVICE_WORKER);

/**
 * The vouchers remote's code kept for offline use is its current version's, and a new deploy
 * (`npm run deploy:remote`) replaces it. A shell of its own, whose vouchers remote is an origin
 * this spec deploys to, so the e2e portal's vouchers stay as they are.
 */
const NEW_HEADING = 'Your vouchers, new season';

let changedBuild: { dist: string; dir: string } | undefined;
let own: OwnRemote | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  changedBuild = await buildChangedRemote('vouchers', [
    {
      file: 'src/features/vouchers/routes/voucher-list-page.tsx',
      from: '<h1>Vouchers</h1>',
      to: `<h1>${NEW_HEADING}</h1>`,
    },
  ]);
  own = await ownRemoteBehindShell({
    remote: 'vouchers',
    originPort: EXTRA_PORTS.offlineVouchersOrigin,
    shell: 'offlineShell',
  });
});

test.afterAll(async () => {
  await own?.stop();
  removeDir(changedBuild?.dir);
});

test('a new deploy of the vouchers remote replaces the code kept offline', async ({ page, context, allowProblems }) => {
  test.slow();
  await onlyWhatTheWorkerKeeps(page);
  if (!own) throw new Error('the vouchers origin did not start');
  const { shellUrl: SHELL_URL, originUrl: ORIGIN_URL, deployDir } = own;
  const before = await own.liveVersion();
  await signIn(page, '20000001', { from: `${SHELL_URL}/login?redirect=%2Fvouchers` });
  await waitForCopyOf(page, '20000001');
  expect((await kept(page)).code.filter((url) => url.startsWith(ORIGIN_URL)).length).toBeGreaterThan(2);

  await deployRemote('vouchers', deployDir, ['--dist', changedBuild?.dist ?? '']);
  const after = await own.liveVersion();
  expect(after).not.toBe(before);
  // The member opens the portal again: the copy is taken anew, with the remote as it is now.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  await expect
    .poll(
      async () => {
        const remote = (await kept(page)).code.filter((url) => url.startsWith(`${ORIGIN_URL}/v/`));
        return {
          newVersion: remote.some((url) => url.includes(`/v/${after}/`) && url.endsWith('/remoteEntry.js')),
          oldVersion: remote.some((url) => url.includes(`/v/${before}/`)),
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ newVersion: true, oldVersion: false });

  await goOffline(context, allowProblems);
  await page.goto(`${SHELL_URL}/vouchers`);
  await expect(page.getByTestId('offline-saved-on')).toHaveText(SAVED_ON);
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
});
