import path from 'node:path';
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
import { expect, renderError, test } from '../support/test.ts';

/**
 * Issue 20, canary: `deploy:remote rewards --canary 10` serves a candidate build to a sticky 10 %
 * of visitors; --promote and --abort apply on the next load; a candidate whose pages fail is
 * dropped by the BFF itself. The test's own shell (its canary in its own config file), rewards
 * origin (the e2e build as the live version, a build whose catalogue throws as the candidate) and
 * metrics listener; the other remotes are the e2e portal's.
 */
test.describe.configure({ mode: 'serial' });

const SHELL_URL = `http://localhost:${EXTRA_PORTS.canaryShell}`;
const ORIGIN_URL = `http://localhost:${EXTRA_PORTS.canaryOrigin}`;
const LIVE_MANIFEST = `${ORIGIN_URL}/mf-manifest.json`;
/** The automatic abort judges a candidate after this many loads (CANARY_MIN_LOADS). */
const MIN_LOADS = 3;

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
    CANARY_MIN_LOADS: String(MIN_LOADS),
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

test('--abort and --promote take effect on the next load', async () => {
  const onCandidate = await visitorOn('candidate');
  expect(await deploy('--abort')).toContain(`dropped candidate ${candidate}; everyone gets ${current}`);
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(LIVE_MANIFEST);

  await deploy('--dist', build?.dist ?? '', '--canary', '10');
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(candidateManifest());

  expect(await deploy('--promote')).toContain(`promoted ${candidate}; now serving it to everyone (was ${current})`);
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(LIVE_MANIFEST);
  const live = (await (await fetch(LIVE_MANIFEST)).json()) as { metaData: { publicPath: string } };
  expect(live.metaData.publicPath).toBe(`${ORIGIN_URL}/v/${candidate}/`);

  // Back to the working build, with the throwing one as the candidate again, for the next test.
  expect(await deploy('--rollback')).toContain(`rolled back from ${candidate} to ${current}`);
  await deploy('--dist', build?.dist ?? '', '--canary', '10');
  await expect.poll(async () => (await visit(onCandidate)).rewards).toBe(candidateManifest());
});

test('a candidate that throws on render is rolled back automatically within 10 s of the threshold', async ({
  browser,
  allowProblems,
}) => {
  test.slow();
  // The candidate's page throws on purpose.
  allowProblems(...renderError('catalogue render failed'));
  const member = await browser.newContext({ baseURL: SHELL_URL });
  const [name, value] = (await visitorOn('candidate')).split('=') as [string, string];
  await member.addCookies([{ name, value, url: SHELL_URL }]);
  const page = await member.newPage();
  // A visitor on the current version first: its page works.
  const other = await browser.newContext({ baseURL: SHELL_URL });
  const [otherName, otherValue] = (await visitorOn('current')).split('=') as [string, string];
  await other.addCookies([{ name: otherName, value: otherValue, url: SHELL_URL }]);
  const otherPage = await other.newPage();
  await otherPage.goto('/rewards');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  await otherPage.close();

  const metrics = `http://127.0.0.1:${EXTRA_PORTS.canaryMetrics}/metrics`;
  const candidateErrors = async () =>
    (await (await fetch(metrics)).text())
      .split('\n')
      .filter((line) => line.startsWith(`portal_route_errors_total{remote="rewards",version="${candidate}"`))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  const failingLoad = async (first: boolean) => {
    await (first ? page.goto('/rewards') : page.reload());
    await expect(page.getByRole('heading', { level: 1, name: 'Woops! Something went wrong.' })).toBeVisible();
  };
  // The candidate's visitor loads the page MIN_LOADS times: each shows the error, each is reported.
  for (let load = 0; load < MIN_LOADS; load++) await failingLoad(load === 0);
  // Leaving the page sends its last beacon; the threshold is passed when the BFF has counted the loads.
  await page.goto('/about');
  // A beacon is best effort (a browser may drop one sent as the page unloads): a load whose report
  // never arrived is made up by another, as the member's next visit would. At most three more.
  for (let extra = 0; extra < 3; extra++) {
    const counted = await expect
      .poll(candidateErrors, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(MIN_LOADS)
      .then(
        () => true,
        () => false,
      );
    if (counted) break;
    await failingLoad(true);
    await page.goto('/about');
  }
  await expect.poll(candidateErrors, { timeout: 20_000 }).toBeGreaterThanOrEqual(MIN_LOADS);
  const passed = Date.now();
  const cookie = `${name}=${value}`;
  await expect.poll(async () => (await visit(cookie)).rewards, { timeout: 15_000 }).toBe(LIVE_MANIFEST);
  expect(Date.now() - passed).toBeLessThan(10_000);

  // The member on it gets the current version on the next load.
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  // The abort is logged with its figures, and --status shows it.
  await expect.poll(() => shell?.output() ?? '').toContain('canary aborted automatically');
  const status = await deploy('--status');
  expect(status).toMatch(new RegExp(`${candidate}\\s+candidate\\s+0 %\\s+${MIN_LOADS}\\s+1000\\.0`));
  expect(status).toContain('aborted automatically at');
  await member.close();
  await other.close();
});
