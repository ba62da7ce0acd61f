import path from 'node:path';
import { ROUTE_LABELS, TELEMETRY_OWNERS } from '@portal/contracts/telemetry';
import { MAX_PORTAL_SERIES } from '../../shell/server/telemetry/telemetry-metrics.ts';
import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { EXTRA_PORTS, remoteUrlSettings } from '../support/ports.ts';
import {
  buildChangedRemote,
  deployRemote,
  removeDir,
  startRemoteOrigin,
  THROWING_CATALOGUE_EDIT,
  tempDir,
} from '../support/remote-builds.ts';
import { expect, remoteUnavailable, renderError, test } from '../support/test.ts';

/**
 * Real-user telemetry (docs/deploy.md, "Watch a version: real-user telemetry"): what fails in a
 * member's browser is counted per remote and version on the BFF's /metrics (its own port, never the
 * public one). The test's own shell reports every page load (TELEMETRY_SAMPLE_RATE=1) and serves
 * rewards from a build whose catalogue throws while rendering, on an origin of its own that the
 * test can stop.
 */
test.describe.configure({ mode: 'serial' });

const SHELL_URL = `http://localhost:${EXTRA_PORTS.telemetryShell}`;
const METRICS_URL = `http://127.0.0.1:${EXTRA_PORTS.telemetryMetrics}/metrics`;
const REWARDS_URL = `http://localhost:${EXTRA_PORTS.telemetryOrigin}`;

let work: string;
let build: { dir: string } | undefined;
let origin: ExtraProcess | undefined;
let shell: ExtraProcess | undefined;
/** The deploy id of the throwing rewards build. */
let version = '';

/** The value of one series on /metrics (0 when it is not there yet). */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(METRICS_URL)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The sum of a metric's series whose labels include `labels`, e.g. one route of every version. */
async function metricSum(name: string, labels: string): Promise<number> {
  const text = await (await fetch(METRICS_URL)).text();
  return text
    .split('\n')
    .filter((entry) => entry.startsWith(`${name}{`) && entry.includes(labels))
    .reduce((sum, entry) => sum + Number(entry.slice(entry.lastIndexOf(' ') + 1)), 0);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = tempDir('telemetry');
  build = await buildChangedRemote('rewards', [THROWING_CATALOGUE_EDIT]);
  const printed = await deployRemote('rewards', path.join(work, 'deploy'), ['--dist', path.join(build.dir, 'dist')]);
  version = /now serving ([0-9a-f]{12})/.exec(printed)?.[1] ?? '';
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  origin = await startRemoteOrigin({
    port: EXTRA_PORTS.telemetryOrigin,
    deployRoot: path.join(work, 'deploy', 'rewards'),
    shellOrigins: [SHELL_URL],
  });
  shell = await startExtraShell('telemetryShell', {
    METRICS_PORT: String(EXTRA_PORTS.telemetryMetrics),
    TELEMETRY_SAMPLE_RATE: '1',
    // The flood below is 1,000 beacons from this one address.
    TELEMETRY_PER_MINUTE: '1200',
    ...remoteUrlSettings({ rewards: `${REWARDS_URL}/mf-manifest.json` }),
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await origin?.stop();
  removeDir(build?.dir);
  removeDir(work);
});

test('a remote page that throws: one boundary error counted for that remote and version', async ({
  page,
  allowProblems,
}) => {
  allowProblems(...renderError('catalogue render failed'));
  const errors = `portal_route_errors_total{remote="rewards",version="${version}",route="/rewards"}`;
  const loads = `portal_remote_loads_total{remote="rewards",version="${version}",route="/rewards"}`;
  expect(await metric(errors)).toBe(0);
  await page.goto(`${SHELL_URL}/rewards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Woops! Something went wrong.' })).toBeVisible();
  // The batch leaves within 5 s of its first event.
  await expect.poll(() => metric(errors), { timeout: 15_000 }).toBe(1);
  expect(await metric(loads)).toBe(1);
  // The page load itself, and its Core Web Vitals as histograms (their version is the route's
  // remote's when it has loaded by the time the vital is measured, else 'unknown').
  expect(await metric('portal_remote_loads_total{remote="shell",version="unknown",route="/rewards"}')).toBe(1);
  await expect
    .poll(() => metricSum('portal_web_vitals_ttfb_seconds_count', 'remote="rewards"'), { timeout: 15_000 })
    .toBe(1);
});

test('a stopped remote: a load failure counted with its layer', async ({ page, allowProblems }) => {
  allowProblems(...remoteUnavailable('rewards'));
  const failures =
    'portal_remote_load_failures_total{remote="rewards",version="unknown",route="/rewards",layer="manifest"}';
  const before = await metric(failures);
  await origin?.stop();
  await page.goto(`${SHELL_URL}/rewards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards is unavailable right now' })).toBeVisible({
    timeout: 8_000,
  });
  await expect.poll(() => metric(failures), { timeout: 15_000 }).toBe(before + 1);
});

test('a CSP violation is reported by the browser and counted', async ({ page }) => {
  const violations = 'portal_csp_violations_total{directive="script-src-elem",blocked="external"}';
  const before = await metric(violations);
  await page.goto(`${SHELL_URL}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A script from an origin the policy does not name, as an injected tag would load it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'http://127.0.0.1:9/injected.js';
    document.head.append(script);
  });
  await expect.poll(() => metric(violations), { timeout: 15_000 }).toBe(before + 1);
});

test('a beacon naming a version the BFF does not serve is refused and leaves nothing behind', async () => {
  const refused = 'portal_telemetry_refused_total{reason="version"}';
  const before = await metric(refused);
  // What anyone can post: random versions and an unknown one on the shell, never served by this portal.
  const forged = ['0123456789ab', 'fedcba987654', 'aaaaaaaaaaaa'];
  const answer = await fetch(`${SHELL_URL}/bff/telemetry`, {
    method: 'POST',
    headers: { origin: SHELL_URL, 'content-type': 'application/json' },
    body: JSON.stringify({
      events: [
        ...forged.map((forgedVersion) => ({
          type: 'boundary-error',
          route: '/rewards',
          remote: 'rewards',
          version: forgedVersion,
        })),
        { type: 'load', route: '/faq', remote: 'shell', version: version },
      ],
    }),
  });
  expect(answer.status).toBe(204);
  await expect.poll(() => metric(refused)).toBe(before + 4);
  const text = await (await fetch(METRICS_URL)).text();
  for (const forgedVersion of forged) expect(text).not.toContain(`version="${forgedVersion}"`);
  expect(text).not.toContain(`remote="shell",version="${version}"`);
});

test('1,000 beacons of random versions, routes and remotes keep /metrics under its stated bound', async () => {
  const hex = () =>
    Math.floor(Math.random() * 16 ** 12)
      .toString(16)
      .padStart(12, '0');
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const statuses: number[] = [];
  const forged = new Set<string>();
  const forge = () => {
    const made = hex();
    forged.add(made);
    return made;
  };
  // Ten at a time, loopback only.
  for (let batch = 0; batch < 100; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${SHELL_URL}/bff/telemetry`, {
          method: 'POST',
          headers: { origin: SHELL_URL, 'content-type': 'application/json' },
          body: JSON.stringify({
            events: Array.from({ length: 3 }, () => ({
              type: pick(['load', 'boundary-error', 'unhandled-rejection'] as const),
              route: pick(ROUTE_LABELS),
              remote: pick(TELEMETRY_OWNERS),
              // Half 'unknown' (accepted, for no version): every route and remote label it can reach.
              version: Math.random() < 0.5 ? 'unknown' : forge(),
            })),
          }),
        }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  expect(statuses.filter((status) => status === 204)).toHaveLength(1_000);
  const text = await (await fetch(METRICS_URL)).text();
  const series = text.split('\n').filter((line) => line.startsWith('portal_') && !line.startsWith('portal_bff_'));
  expect(series.length).toBeGreaterThan(100);
  expect(series.length).toBeLessThanOrEqual(MAX_PORTAL_SERIES);
  // Only versions this shell served have labels ('unknown' and the live ones its pages loaded), none forged.
  const versions = new Set(series.map((line) => /version="([^"]+)"/.exec(line)?.[1]).filter(Boolean));
  expect(versions).toContain(version);
  expect(versions.size).toBeLessThanOrEqual(1 + 4);
  expect([...versions].filter((label) => label && forged.has(label))).toEqual([]);
});

test('/metrics is not served on the public port', async ({ request }) => {
  const answer = await request.get(`${SHELL_URL}/metrics`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain('portal_route_errors_total');
  expect(await metric('portal_bff_process_cpu_seconds_total')).toBeGreaterThan(0);
});
