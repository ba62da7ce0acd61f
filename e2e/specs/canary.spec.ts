import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { CanaryStatus } from '../../shell/server/canary/canary-watch.ts';
import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { EXTRA_PORTS, remoteUrlSettings } from '../support/ports.ts';
import {
  buildChangedRemote,
  deployRemote,
  ROOT,
  removeDir,
  startRemoteOrigin,
  THROWING_CATALOGUE_EDIT,
  tempDir,
} from '../support/remote-builds.ts';
import { drawnWithVersion, serverHtml } from '../support/server-pages.ts';
import { expect, renderError, test } from '../support/test.ts';

/**
 * The canary (docs/deploy.md, "Canary: a build for a share of visitors"): `deploy:remote rewards
 * --canary 10` serves a candidate build to a sticky 10 % of visitors; --promote and --abort apply
 * on the next load; a candidate whose pages fail is dropped by the BFF itself. The test's own shell
 * (its canary in its own config file), rewards origin (the e2e build as the live version, a build
 * whose catalogue throws as the candidate) and metrics listener; the other remotes are the e2e
 * portal's.
 */
test.describe.configure({ mode: 'serial' });

const SHELL_URL = `http://localhost:${EXTRA_PORTS.canaryShell}`;
const ORIGIN_URL = `http://localhost:${EXTRA_PORTS.canaryOrigin}`;
const LIVE_MANIFEST = `${ORIGIN_URL}/mf-manifest.json`;
/** The automatic abort judges a candidate after this many distinct visitors (CANARY_MIN_VISITORS). */
const MIN_VISITORS = 3;
const OPS_URL = `http://127.0.0.1:${EXTRA_PORTS.canaryMetrics}`;

/** The BFF's own figures of the rewards canary (what `deploy:remote --status` reads). */
async function canaryStatus(): Promise<CanaryStatus | undefined> {
  const rows = (await (await fetch(`${OPS_URL}/canary`)).json()) as CanaryStatus[];
  return rows.find((row) => row.remote === 'rewards');
}

let work: string;
let deployDir: string;
let cliEnv: Record<string, string>;
let build: { dir: string; dist: string } | undefined;
let origin: ExtraProcess | undefined;
let shell: ExtraProcess | undefined;
let current = '';
let candidate = '';

const candidateManifest = () => `${ORIGIN_URL}/v/${candidate}/mf-manifest.json`;
const deploy = (...args: string[]) => deployRemote('rewards', deployDir, args, cliEnv);

/** One page load's remote list for rewards, as the BFF writes it for this visitor, and the visitor's cookie. */
async function visit(cookie?: string): Promise<{ rewards: string; cookie: string }> {
  const response = await fetch(`${SHELL_URL}/config.json`, { headers: cookie ? { cookie } : {} });
  const set = response.headers.getSetCookie().find((line) => line.startsWith('portal_visitor='));
  const config = (await response.json()) as { remotes: { rewards: string } };
  return { rewards: config.remotes.rewards, cookie: cookie ?? set?.split(';')[0] ?? '' };
}

/** A fresh visitor the canary puts on `side`. */
async function visitorOn(side: 'candidate' | 'current'): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const visitor = await visit();
    if ((visitor.rewards === candidateManifest()) === (side === 'candidate')) return visitor.cookie;
  }
  throw new Error(`no visitor on the ${side} side in 200 tries`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = tempDir('canary');
  deployDir = path.join(work, 'deploy');
  const configFile = path.join(work, 'portal-config.json');
  cliEnv = { PORTAL_CONFIG_FILE: configFile, METRICS_PORT: String(EXTRA_PORTS.canaryMetrics) };
  current = /now serving ([0-9a-f]{12})/.exec(await deploy('--dist', path.join(ROOT, 'mfe-rewards/dist')))?.[1] ?? '';
  build = await buildChangedRemote('rewards', [THROWING_CATALOGUE_EDIT]);
  const printed = await deploy('--dist', build.dist, '--canary', '10');
  candidate =
    /([0-9a-f]{12}) is the candidate for 10 % of visitors; the others keep ([0-9a-f]{12})/.exec(printed)?.[1] ?? '';
  expect(printed).toContain(`the others keep ${current}`);
  origin = await startRemoteOrigin({
    port: EXTRA_PORTS.canaryOrigin,
    deployRoot: path.join(deployDir, 'rewards'),
    shellOrigins: [SHELL_URL],
  });
  shell = await startExtraShell('canaryShell', {
    ...cliEnv,
    TELEMETRY_SAMPLE_RATE: '1',
    CANARY_MIN_VISITORS: String(MIN_VISITORS),
    // Every visitor of this test is 127.0.0.1, and forged beacons are the fleet spec's (canary-telemetry).
    CANARY_VISITORS_PER_ADDRESS: '10',
    CANARY_TOLERATED_ADDRESSES: '0',
    ...remoteUrlSettings({ rewards: LIVE_MANIFEST }),
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await origin?.stop();
  removeDir(build?.dir);
  removeDir(work);
});

test('10 % of 400 fresh visitors get the candidate, and each keeps its version over 5 reloads', async () => {
  const visitors: Array<{ rewards: string; cookie: string }> = [];
  // Twenty at a time: 400 page loads' remote lists, not 400 browsers.
  for (let batch = 0; batch < 20; batch++)
    visitors.push(...(await Promise.all(Array.from({ length: 20 }, () => visit()))));
  const onCandidate = visitors.filter((visitor) => visitor.rewards === candidateManifest());
  expect(
    visitors.every((visitor) => visitor.rewards === LIVE_MANIFEST || visitor.rewards === candidateManifest()),
  ).toBe(true);
  const share = (onCandidate.length / visitors.length) * 100;
  expect(share).toBeGreaterThanOrEqual(5);
  expect(share).toBeLessThanOrEqual(15);
  expect(new Set(visitors.map((visitor) => visitor.cookie)).size).toBe(400);

  for (const visitor of [
    ...onCandidate.slice(0, 10),
    ...visitors.filter((v) => !onCandidate.includes(v)).slice(0, 10),
  ]) {
    for (let reload = 0; reload < 5; reload++) expect((await visit(visitor.cookie)).rewards).toBe(visitor.rewards);
  }
});

test('--abort and --promote take effect on the next load, in the browser and in the server’s HTML alike', async ({
  request,
}) => {
  const onCandidate = await visitorOn('candidate');
  // The version a reward's page is drawn with for this visitor (the candidate's catalogue throws;
  // its reward pages do not).
  const drawnFor = async (cookie: string) =>
    drawnWithVersion(await serverHtml(request, `${SHELL_URL}/rewards/1`, { cookie }));
  expect(await drawnFor(onCandidate)).toBe(candidate);
  expect(await drawnFor(await visitorOn('current'))).toBe(current);
  expect(await deploy('--abort')).toContain(`dropped candidate ${candidate}; everyone gets ${current}`);
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(LIVE_MANIFEST);
  await expect.poll(() => drawnFor(onCandidate)).toBe(current);

  await deploy('--dist', build?.dist ?? '', '--canary', '10');
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(candidateManifest());

  expect(await deploy('--promote')).toContain(`promoted ${candidate}; now serving it to everyone (was ${current})`);
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(LIVE_MANIFEST);
  const live = (await (await fetch(LIVE_MANIFEST)).json()) as { metaData: { publicPath: string } };
  expect(live.metaData.publicPath).toBe(`${ORIGIN_URL}/v/${candidate}/`);
  await expect.poll(() => drawnFor(onCandidate)).toBe(candidate);

  // Back to the working build, with the throwing one as the candidate again, for the next test.
  expect(await deploy('--rollback')).toContain(`rolled back from ${candidate} to ${current}`);
  await expect.poll(() => drawnFor(onCandidate)).toBe(current);
  await deploy('--dist', build?.dist ?? '', '--canary', '10');
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(candidateManifest());
});

test('a candidate that throws on render for its visitors is rolled back automatically within 10 s of the threshold', async ({
  browser,
  allowProblems,
}) => {
  test.slow();
  // The candidate's page throws on purpose.
  allowProblems(...renderError('catalogue render failed'));
  const cookieOf = async (context: BrowserContext, side: 'candidate' | 'current'): Promise<string> => {
    const cookie = await visitorOn(side);
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: SHELL_URL }]);
    return cookie;
  };
  // A visitor on the current version first: its page works.
  const other = await browser.newContext({ baseURL: SHELL_URL });
  await cookieOf(other, 'current');
  const otherPage = await other.newPage();
  await otherPage.goto('/rewards');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();

  // The server's figures, watched from now on: the threshold is passed between two looks.
  let lastBelow = Date.now();
  let passedBy: number | undefined;
  const watchUntil = Date.now() + 90_000;
  const watching = (async () => {
    while (passedBy === undefined && Date.now() < watchUntil) {
      const before = Date.now();
      const candidateSide = (await canaryStatus())?.candidate;
      if ((candidateSide?.erroredVisitors ?? 0) >= MIN_VISITORS) passedBy = before;
      else lastBelow = before;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  // MIN_VISITORS members on the candidate, each in a browser of its own, load the page: each sees the error.
  const members: BrowserContext[] = [];
  const errorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Woops! Something went wrong.' });
  const failingLoad = async (page: Page) => {
    await page.goto('/rewards');
    await expect(errorHeading(page)).toBeVisible();
    // Leaving the page sends its last beacon.
    await page.goto('/about');
  };
  // A member coming back: the late beacon of another may have tipped the abort meanwhile, and then
  // this load gets the working page (what the abort is for), not the error.
  const comingBack = async (page: Page) => {
    await page.goto('/rewards');
    const working = page.getByRole('heading', { level: 1, name: 'Rewards', exact: true });
    await expect(errorHeading(page).or(working)).toBeVisible();
    await page.goto('/about');
  };
  let onCandidate = '';
  for (let member = 0; member < MIN_VISITORS; member++) {
    const context = await browser.newContext({ baseURL: SHELL_URL });
    onCandidate = await cookieOf(context, 'candidate');
    members.push(context);
    await failingLoad(await context.newPage());
  }
  // A beacon is best effort (a browser may drop one sent as the page unloads): a member whose
  // report never arrived comes back, as it would; a member counts once however often it does.
  for (let extra = 0; extra < 3 && passedBy === undefined; extra++) {
    const counted = await expect
      .poll(() => passedBy !== undefined, { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (counted) break;
    for (const context of members) await comingBack(context.pages()[0] ?? (await context.newPage()));
  }
  await expect.poll(() => passedBy !== undefined, { timeout: 20_000 }).toBe(true);
  await watching;
  const status = await expect
    .poll(async () => (await canaryStatus())?.aborted?.at, { timeout: 15_000 })
    .toBeTruthy()
    .then(canaryStatus);
  // The server's own abort time, against the last look that still saw the candidate below the threshold.
  expect(Date.parse(status?.aborted?.at ?? '') - lastBelow).toBeLessThan(10_000);
  expect(status?.aborted?.candidate).toMatchObject({ visitors: MIN_VISITORS, erroredVisitors: MIN_VISITORS });
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(LIVE_MANIFEST);

  // A member on it gets the current version on the next load.
  const page = members[0]?.pages()[0];
  if (!page) throw new Error('the first member has no page');
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  // The abort is logged with its figures, and --status shows it.
  await expect.poll(() => shell?.output() ?? '').toContain('canary aborted automatically');
  const printed = await deploy('--status');
  expect(printed).toMatch(new RegExp(`${candidate}\\s+candidate\\s+0 %\\s+\\d+\\s+1000\\.0`));
  expect(printed).toContain('aborted automatically at');
  for (const context of [...members, other]) await context.close();
});
