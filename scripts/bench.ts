import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { type ConcurrentRenderFigures, concurrentRenders } from '@portal/bench/concurrent-renders';
import { pinToCores } from '@portal/bench/cpu-pinning';
import { type FilterInteractionLatency, rewardsFilterLatency } from '@portal/bench/filter-interaction-latency';
import {
  type LighthouseFigures,
  type LighthouseRun,
  lighthouseMedian,
  lighthouseRun,
} from '@portal/bench/lighthouse-run';
import { type MainThreadTime, mainThreadTime } from '@portal/bench/main-thread-time';
import { type OfflineCacheFigures, offlineCache } from '@portal/bench/offline-cache';
import { type LoadFigures, load } from '@portal/bench/pass-through-load';
import { measureNavigation, measureRoute, type RouteNetwork } from '@portal/bench/route-network';
import { type ServerRenderFigures, serverRenderCost } from '@portal/bench/server-render-cost';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/bff';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { benchPortEnv, benchPorts } from './lib/bench-ports.ts';
import { localSecrets } from './lib/local-secrets.ts';
import { parseOptions } from './lib/parse-options.ts';
import { dataDir, publishRemotes, startPortal } from './lib/portal.ts';
import { ROOT, runCommand, type Service, startService, stopServices, waitHealthy } from './lib/processes.ts';
import { say } from './lib/say.ts';

/**
 * `npm run bench`: production builds, the portal on its own ports (in-memory provider), then
 *   1. per route: JS/CSS bytes (gzip, brotli), requests and the longest dependent-request chain
 *      before the page is usable, and how many copies of react / react-dom were downloaded;
 *   2. per route: main-thread time before usable at 4× CPU slowdown (Chromium's counters);
 *   3. next page / → /rewards on slow 4G, and INP of the rewards filters at 4× (real input);
 *   4. Lighthouse (mobile preset, median of 5, the builds taking turns) on /login, / signed in
 *      and /rewards, with the host's benchmarkIndex;
 *   5. the BFF pass-through cost against calling loyalty-api directly (autocannon, 1,000 req/s,
 *      the generator pinned to core 1 and the portal's servers to core 0 with taskset);
 *   6. the same screens built as one Rsbuild app without federation, and composed / monolith;
 *   7. offline: Chromium's installability check and the bytes the service worker keeps for a
 *      seeded member who has opened their vouchers (docs/offline.md).
 * The machine's load average is recorded at the start and the end: on a shared machine it says
 * how far the timings can be trusted.
 * Results go to bench/results.json; docs/performance.md explains them.
 *
 *   --port-base=3350  the portal's ports: base … base+10
 *   --skip-lighthouse, --skip-load, --skip-monolith   leave a part out (quicker runs)
 *   --bytes-only      part 1 and the monolith's part 1 only: no timing at all (for a busy machine)
 *   --only-offline    part 7 alone, printed (bench/results.json is left as it is)
 *   --only-next-page  the next page (part 4's / → /rewards) of both builds, median of 5, printed
 *   --only-load       part 5 alone (no monolith), printed
 *   --only-render     the BFF's server rendering alone: first byte, whole page, CPU per page, pages/s per core,
 *                     and a member's / with 1, 2, 4 and 8 members at once (how many left to the browser, why)
 *   --only-lighthouse part 4 alone: the portal, the portal with SERVER_RENDER=false and the monolith, printed
 *   --only-main-thread part 2 alone, both builds, printed
 * Every Lighthouse report is kept in /tmp/portal-bench-<base>/lighthouse/.
 */
const { values: options } = parseOptions({
  options: {
    'port-base': { type: 'string', default: '3350' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-monolith': { type: 'boolean', default: false },
    'bytes-only': { type: 'boolean', default: false },
    'only-offline': { type: 'boolean', default: false },
    'only-next-page': { type: 'boolean', default: false },
    'only-load': { type: 'boolean', default: false },
    'only-lighthouse': { type: 'boolean', default: false },
    'only-render': { type: 'boolean', default: false },
    'only-main-thread': { type: 'boolean', default: false },
  },
  usage:
    'usage: npm run bench -- [--port-base=3350] [--skip-lighthouse] [--skip-load] [--skip-monolith] [--bytes-only] [--only-offline] [--only-next-page] [--only-load] [--only-render] [--only-lighthouse] [--only-main-thread]',
});
const BASE = Number(options['port-base']);
const bytesOnly = options['bytes-only'];
const onlyOffline = options['only-offline'];
const onlyNextPage = options['only-next-page'];
const onlyLoad = options['only-load'];
const onlyLighthouse = options['only-lighthouse'];
const onlyRender = options['only-render'];
const onlyMainThread = options['only-main-thread'];
const skip = (part: 'lighthouse' | 'load' | 'monolith' | 'timings'): boolean =>
  (onlyLoad && part !== 'load') ||
  (onlyLighthouse && part === 'load') ||
  onlyOffline ||
  onlyRender ||
  ((onlyNextPage || onlyMainThread) && part !== 'monolith') ||
  (part === 'timings' ? bytesOnly : (bytesOnly && part !== 'monolith') || options[`skip-${part}`]);
const MEMBER = '20000001';
/** Members asking for their dashboard at the same time, in the server rendering part. */
const CONCURRENCY_LEVELS = [1, 2, 4, 8];
const CONCURRENT_PAGES = 40;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LOAD_RATE = 1_000;
const LOAD_SECONDS = 8;

const work = `/tmp/portal-bench-${BASE}`;
const ports = benchPorts(BASE);
const MONOLITH_PORT = BASE + 7;
/** The composed portal again, with SERVER_RENDER=false: every page drawn by the browser, as before 0046. */
const BROWSER_ONLY_PORT = BASE + 8;
/** The composed portal's private metrics listener: the fallback reasons of the concurrency part. */
const METRICS_PORT = BASE + 9;
const DEBUG_PORT = BASE + 10;
Object.assign(process.env, {
  ...benchPortEnv(BASE),
  LOYALTY_DATA_DIR: 'memory://',
  PORTAL_DEPLOY_DIR: path.join(work, 'deploy'),
  PORTAL_DATA_DIR: path.join(work, 'data'),
  EXTRA_SHELL_ORIGINS: `http://localhost:${MONOLITH_PORT}`,
  METRICS_PORT: String(METRICS_PORT),
  LOG_LEVEL: 'warn',
  // The load generator is one address sending 1,000 req/s: the per-address ceiling would answer
  // it 429 (as it does a flood), which is not the pass-through being measured.
  RATE_LIMIT_PER_MINUTE: 'off',
});

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** What shows that each route is usable: its main heading (or the login button). */
const ROUTES: { route: string; signedIn: boolean; ready(page: Page): Promise<void> }[] = [
  {
    route: '/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Log in' }).waitFor(),
  },
  { route: '/', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/rewards', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/vouchers', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/account', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
];

/** Signs the member in with the login form, landing on `then` (the dashboard when not given). */
async function signIn(page: Page, origin: string, then?: string): Promise<void> {
  await page.goto(`${origin}/login${then ? `?redirect=${encodeURIComponent(then)}` : ''}`);
  // The login pop-up (marketing's content) shows once; close it as a member would.
  const popUp = page.getByRole('dialog');
  if (
    await popUp.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    )
  )
    await popUp.getByRole('button', { name: 'Close' }).click();
  await popUp.waitFor({ state: 'hidden' });
  await page.getByLabel('Island Rewards Number or Email Address').fill(MEMBER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs the member out as the portal's sign-out button does: DELETE /bff/session, with the browser's cookies. */
async function signOut(context: BrowserContext, origin: string): Promise<void> {
  const answer = await context.request.delete(`${origin}/bff/session`, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin },
  });
  if (answer.status() !== 204) throw new Error(`Signing out answered ${answer.status()}`);
}

/** Where the bench's browser profile `name` lives. */
const profileDir = (name: string): string => path.join(work, `profile-${name}`);

/** A headless Chromium on the bench's profile `name`, as it was left (`extraArgs` after the usual ones). */
function browserOn(name: string, extraArgs: readonly string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir(name), {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

/** A headless Chromium on a fresh profile of its own (`/tmp/portal-bench-<base>/profile-<name>`). */
async function freshBrowser(name: string): Promise<BrowserContext> {
  rmSync(profileDir(name), { recursive: true, force: true });
  return browserOn(name);
}

/** Part 7: installability and the offline service worker's cache, in a profile of its own. */
async function measureOffline(origin: string): Promise<OfflineCacheFigures> {
  say('  offline: installability and the service worker’s cache …');
  const context = await freshBrowser('offline');
  try {
    return await offlineCache(context, origin, (page) => signIn(page, origin));
  } finally {
    await context.close();
  }
}

const sayOffline = (figures: OfflineCacheFigures): void => {
  say(
    `\nOffline (member ${MEMBER}, after opening /vouchers): installable ${figures.installabilityErrors.length === 0 ? 'yes' : `NO (${figures.installabilityErrors.join(', ')})`}; the service worker keeps ${kB(figures.bytes)} kB in ${figures.entries} entries (${Object.entries(
      figures.bytesByCache,
    )
      .map(([name, bytes]) => `${name} ${kB(bytes)} kB`)
      .join(', ')})`,
  );
};

/**
 * / → /rewards on slow 4G, the median of `runs` clicks each: at once (no prefetch yet) and after
 * 3 s on the page (the idle prefetch has run).
 */
async function nextPage(context: BrowserContext, origin: string, runs: number) {
  const median = async (idleMs: number) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await measureNavigation(context, origin, '/', '/rewards', idleMs));
    return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
  };
  return { coldMs: await median(0), afterIdleMs: await median(3_000) };
}

/** `--only-next-page`: a signed-in member's next page alone, median of 5, printed. */
async function measureNextPageOnly(origin: string, label: string): Promise<void> {
  const context = await freshBrowser(label);
  try {
    const page = await context.newPage();
    await signIn(page, origin);
    await page.close();
    const { coldMs, afterIdleMs } = await nextPage(context, origin, 5);
    say(
      `Next page ${label}, / → /rewards on slow 4G (median of 5): at once ${coldMs} ms, after 3 s idle ${afterIdleMs} ms`,
    );
  } finally {
    await context.close();
  }
}

/**
 * Main-thread time of every route at 4× CPU (part 2), in `context`, whose member is signed in.
 * /login is measured signed out, as a visitor arrives there (a member is sent on).
 */
async function mainThreadOfRoutes(context: BrowserContext, origin: string): Promise<MainThreadTime[]> {
  const figures: MainThreadTime[] = [];
  for (const route of ROUTES) {
    if (route.signedIn) {
      figures.push(await mainThreadTime(context, origin, route.route, route.ready));
      continue;
    }
    const signedOut = await context.browser()?.newContext();
    if (signedOut) {
      figures.push(await mainThreadTime(signedOut, origin, route.route, route.ready));
      await signedOut.close();
    } else {
      await context.clearCookies();
      figures.push(await mainThreadTime(context, origin, route.route, route.ready));
      const again = await context.newPage();
      await signIn(again, origin);
      await again.close();
    }
  }
  return figures;
}

/** The issue's main-thread figure: script evaluation and style/layout before the route is usable. */
const beforeUsableMs = (figures: MainThreadTime | undefined): number | undefined =>
  figures && figures.usable.scriptMs + figures.usable.styleLayoutMs;

/** `--only-main-thread`: part 2 alone, for one build, printed. */
async function measureMainThreadOnly(origin: string, label: string): Promise<MainThreadTime[]> {
  const context = await freshBrowser(label);
  try {
    const page = await context.newPage();
    await signIn(page, origin);
    await page.close();
    say(`  main-thread time at 4× CPU slowdown, ${label} …`);
    return await mainThreadOfRoutes(context, origin);
  } finally {
    await context.close();
  }
}

/** Part 2's figures, composed / monolith, with the issue's target (≤ 400 ms before usable on /). */
function sayMainThread(composed: MainThreadTime[], monolith: MainThreadTime[] | undefined): void {
  say('\nMain thread at 4× CPU, composed / monolith (median of 3), ms');
  say('route       script+style/layout before usable  all tasks before usable  all tasks until network idle');
  for (const figures of composed) {
    const base = monolith?.find((candidate) => candidate.route === figures.route);
    say(
      `${figures.route.padEnd(10)}  ${`${beforeUsableMs(figures)} / ${beforeUsableMs(base) ?? '—'}`.padEnd(33)}  ${`${figures.usable.taskMs} / ${base?.usable.taskMs ?? '—'}`.padEnd(23)}  ${figures.taskMs} / ${base?.taskMs ?? '—'}`,
    );
  }
}

/**
 * Parts 1–3 on the portal at `origin`: network figures for every route, main-thread time, the
 * rewards filters' INP and the next page (Lighthouse runs apart: lighthouseSideBySide).
 */
async function measurePortal(origin: string, label: string) {
  const context = await freshBrowser(label);
  try {
    const network: RouteNetwork[] = [];
    const login = ROUTES.find((route) => route.route === '/login');
    if (login) network.push(await measureRoute(context, origin, login.route, login.ready));
    const page = await context.newPage();
    await signIn(page, origin);
    await page.close();
    for (const route of ROUTES.filter((candidate) => candidate.signedIn)) {
      network.push(await measureRoute(context, origin, route.route, route.ready));
    }
    const mainThread: MainThreadTime[] = [];
    const navigation = { from: '/', to: '/rewards', coldMs: 0, afterIdleMs: 0 };
    if (skip('timings')) {
      const filters: FilterInteractionLatency = { inpMs: 0, interactions: [], cpuSlowdown: 0 };
      return { network, navigation, mainThread, filters };
    }
    say(`  main-thread time at 4× CPU slowdown, ${label} …`);
    mainThread.push(...(await mainThreadOfRoutes(context, origin)));
    say(`  rewards filters INP at 4× CPU slowdown, ${label} …`);
    const filters = await rewardsFilterLatency(context, origin);
    Object.assign(navigation, await nextPage(context, origin, 3));
    return { network, navigation, mainThread, filters };
  } finally {
    await context.close();
  }
}

/** The routes Lighthouse measures: /login signed out, the others signed in. */
const LIGHTHOUSE_ROUTES = ['/login', '/', '/rewards'] as const;
const LIGHTHOUSE_RUNS = 5;

/**
 * Part 4: Lighthouse on each build, side by side: run after run, the builds take turns (which
 * goes first alternates), each in a browser of its own profile, so a host that slows down or
 * speeds up during the bench (its benchmarkIndex moves by 10 % and more on this machine) weighs
 * on both builds alike; the median of each figure per build and route.
 */
async function lighthouseSideBySide(
  builds: readonly { label: string; origin: string }[],
): Promise<Record<string, LighthouseFigures[]>> {
  const runs = new Map<string, LighthouseRun[]>();
  // One profile per build, emptied once: its runs follow on from each other (Lighthouse's own
  // reset clears the HTTP cache and service worker before each).
  for (const { label } of builds) rmSync(profileDir(`lighthouse-${label}`), { recursive: true, force: true });
  const reports = path.join(work, 'lighthouse');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const order = run % 2 === 0 ? builds : [...builds].reverse();
    for (const { label, origin } of order) {
      say(`  lighthouse run ${run + 1} of ${LIGHTHOUSE_RUNS}, ${label} …`);
      const context = await browserOn(`lighthouse-${label}`, [`--remote-debugging-port=${DEBUG_PORT}`]);
      try {
        for (const route of LIGHTHOUSE_ROUTES) {
          // /login is measured signed out (a signed-in member is sent on from it); the member
          // signs in after it. Signed out as the portal's own sign-out does it (the session's and
          // the pop-up state's cookies go), not by emptying the browser: what it keeps of earlier
          // visits (the returning cookie) stays, as a returning visitor's browser keeps it.
          if (route === '/login') await signOut(context, origin);
          const key = `${label} ${route}`;
          const report = path.join(reports, `${label}-${route === '/' ? 'home' : route.slice(1)}-${run + 1}.json`);
          runs.set(key, [...(runs.get(key) ?? []), await lighthouseRun(`${origin}${route}`, DEBUG_PORT, report)]);
          // The member's own tab, signed in, stays open while the pages after it are measured.
          // Why: with no page of the site left open, the next page's renderer spent 110–230 ms
          // (observed; 500–800 simulated, half of /'s TBT) before its document was even asked
          // for, in every build alike; Lighthouse's own runner starts a browser per page and never
          // sees it (docs/performance.md). It waits on /about: no pop-up of its own, so the
          // visit's pop-up is still the dashboard's to show on a member's first visit of the day.
          if (route === '/login') await signIn(await context.newPage(), origin, '/about');
        }
      } finally {
        await context.close();
      }
    }
  }
  return Object.fromEntries(
    builds.map(({ label }) => [
      label,
      LIGHTHOUSE_ROUTES.map((route) => lighthouseMedian(route, runs.get(`${label} ${route}`) ?? [])),
    ]),
  );
}

async function passThroughCost(
  origin: string,
): Promise<{ bff: LoadFigures; direct: LoadFigures; pinned: boolean } | undefined> {
  if (skip('load')) return undefined;
  const provider = `http://127.0.0.1:${ports.LOYALTY_API_PORT}`;
  const { OAUTH_CLIENT_SECRET } = localSecrets(dataDir());
  const tokenResponse = await fetch(`${provider}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`portal-bff:${OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  // The BFF hands a visitor the client token in a cookie on the first call; reuse it.
  const first = await fetch(`${origin}/api/v1/reward-category`);
  const cookie = first.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const call = '/api/v1/reward-category';
  // The generator (this process) on core 1, the portal's servers on core 0: autocannon's own work
  // then does not come out of the latency it measures. Other users of the machine are not pinned.
  const servers = portal.services.flatMap((service) => (service.child.pid ? [service.child.pid] : []));
  const pinned = await pinToCores([process.pid], '1')
    .then(() => pinToCores(servers, '0'))
    .then(
      () => true,
      (error: unknown) => {
        say(`  (taskset failed, load generator not pinned: ${String(error)})`);
        return false;
      },
    );
  say(`  autocannon: ${LOAD_RATE} req/s for ${LOAD_SECONDS} s, direct then through the BFF …`);
  const pidOf = (name: string): Record<string, number> => {
    const pid = portal.services.find((service) => service.name === name)?.child.pid;
    return pid ? { [name]: pid } : {};
  };
  try {
    const direct = await load(
      'loyalty-api directly',
      `${provider}${call}`,
      { authorization: `Bearer ${token}` },
      LOAD_RATE,
      LOAD_SECONDS,
      pidOf('loyalty-api'),
    );
    const bff = await load('through the BFF', `${origin}${call}`, { cookie }, LOAD_RATE, LOAD_SECONDS, {
      ...pidOf('bff'),
      ...pidOf('loyalty-api'),
    });
    return { bff, direct, pinned };
  } finally {
    if (pinned) await pinToCores([process.pid, ...servers], '0,1').catch(() => undefined);
  }
}

/** A member's session cookies, from the BFF's own login form (no browser needed). */
async function memberCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/bff/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ memberId: MEMBER, password: DEMO_PASSWORD, redirect: '/' }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (response.status !== 303 || !cookie) throw new Error(`the bench could not sign in (${response.status})`);
  return cookie;
}

/** The BFF's server rendering: page by page, then a member's dashboard asked for by several members at once. */
async function serverRenderFigures(origin: string): Promise<ServerRenderResults> {
  const bffPid = portal.services.find((service) => service.name === 'bff')?.child.pid;
  const cookie = await memberCookie(origin);
  const pages: ServerRenderFigures[] = [];
  for (const [path, who] of [
    ['/rewards', 'visitor'],
    ['/', 'member'],
    ['/rewards', 'member'],
  ] as const) {
    say(`  ${who} ${path}: 100 pages one after the other …`);
    pages.push(await serverRenderCost({ origin, path, who, headers: who === 'member' ? { cookie } : {}, bffPid }));
  }
  say(`  member /: ${CONCURRENCY_LEVELS.join(', ')} members at once, ${CONCURRENT_PAGES} pages each time …`);
  const concurrency = await concurrentRenders({
    origin,
    path: '/',
    signIn: { memberId: MEMBER, password: DEMO_PASSWORD, redirect: '/' },
    metricsUrl: `http://127.0.0.1:${METRICS_PORT}/metrics`,
    levels: CONCURRENCY_LEVELS,
    pagesPerLevel: CONCURRENT_PAGES,
  });
  return { pages, concurrency };
}

interface ServerRenderResults {
  pages: ServerRenderFigures[];
  concurrency: ConcurrentRenderFigures[];
}

function sayServerRender({ pages, concurrency }: ServerRenderResults): void {
  say('\nServer rendering (loopback, one page at a time; the BFF with its renderer workers)');
  say('page                rendered  first byte p50/p95 ms  whole p50/p95 ms  BFF CPU ms/page  pages/s per core');
  for (const row of pages) {
    say(
      `${`${row.who} ${row.page}`.padEnd(18)}  ${`${row.rendered}/${row.pages}`.padEnd(8)}  ${`${row.firstByteP50Ms} / ${row.firstByteP95Ms}`.padEnd(21)}  ${`${row.wholeP50Ms} / ${row.wholeP95Ms}`.padEnd(16)}  ${String(row.bffCpuMsPerPage ?? '—').padEnd(15)}  ${row.pagesPerSecondPerCore ?? '—'}`,
    );
  }
  say(
    "\nA member's / with several members at once (each from its own loopback address; the rest left to the browser, by reason)",
  );
  say('members  rendered  left to the browser      first byte p95 ms  whole p50/p95 ms  pages/s');
  for (const row of concurrency) {
    const reasons = Object.entries(row.fallbacks)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ');
    say(
      `${String(row.members).padEnd(7)}  ${`${row.rendered}/${row.pages}`.padEnd(8)}  ${(reasons || '—').padEnd(23)}  ${String(row.firstByteP95Ms).padEnd(17)}  ${`${row.wholeP50Ms} / ${row.wholeP95Ms}`.padEnd(16)}  ${row.pagesPerSecond}`,
    );
  }
}

/** Lighthouse's medians per route, and with the monolith's, both side by side and the LCP ratio. */
function sayLighthouse(
  composed: readonly LighthouseFigures[],
  monolith?: readonly LighthouseFigures[],
  against = 'monolith',
): void {
  if (!composed.length) return;
  say(`\nLighthouse (mobile preset, median of ${LIGHTHOUSE_RUNS}${monolith ? `, composed / ${against}` : ''})`);
  say('route       score    LCP ms       FCP ms       TBT ms       CLS            LCP ratio');
  for (const figures of composed) {
    const base = monolith?.find((candidate) => candidate.route === figures.route);
    const pair = (a: number | string, b: number | string | undefined) => (b === undefined ? `${a}` : `${a} / ${b}`);
    say(
      `${figures.route.padEnd(10)}  ${pair(figures.performance, base?.performance).padEnd(7)}  ${pair(figures.lcpMs, base?.lcpMs).padEnd(11)}  ${pair(figures.fcpMs, base?.fcpMs).padEnd(11)}  ${pair(figures.tbtMs, base?.tbtMs).padEnd(11)}  ${pair(figures.cls.toFixed(3), base?.cls.toFixed(3)).padEnd(13)}  ${base ? ratio(figures.lcpMs, base.lcpMs) : '—'}`,
    );
  }
  say(`The first visit (run 1) and the later ones (median of runs 2–${LIGHTHOUSE_RUNS}) apart`);
  say('route       visit   score    LCP ms       FCP ms       TBT ms');
  for (const figures of composed) {
    const base = monolith?.find((candidate) => candidate.route === figures.route);
    for (const [visit, own, theirs] of [
      ['first', figures.firstVisit, base?.firstVisit],
      ['later', figures.laterVisits, base?.laterVisits],
    ] as const) {
      if (!own) continue;
      const pair = (figure: 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs') =>
        theirs === undefined ? `${own[figure]}` : `${own[figure]} / ${theirs[figure]}`;
      say(
        `${figures.route.padEnd(10)}  ${visit.padEnd(6)}  ${pair('performance').padEnd(7)}  ${pair('lcpMs').padEnd(11)}  ${pair('fcpMs').padEnd(11)}  ${pair('tbtMs')}`,
      );
    }
  }
}

type PassThroughFigures = NonNullable<Awaited<ReturnType<typeof passThroughCost>>>;

/** The pass-through's figures with the BFF's cost over calling the provider directly. */
function passThroughSummary(load: PassThroughFigures) {
  return {
    ...load,
    p50Ratio: ratio(load.bff.p50Ms, load.direct.p50Ms),
    p99Ratio: ratio(load.bff.p99Ms, load.direct.p99Ms),
    p99OverheadMs: load.bff.p99Ms - load.direct.p99Ms,
    rpsRatio: ratio(load.bff.requestsPerSecond, load.direct.requestsPerSecond),
  };
}

function sayPassThrough(summary: ReturnType<typeof passThroughSummary>): void {
  const { bff, direct } = summary;
  say(
    `\nBFF pass-through (GET /api/v1/reward-category at ${LOAD_RATE} req/s; generator ${summary.pinned ? 'pinned to core 1, servers to core 0' : 'NOT pinned'})`,
  );
  say('target                 p50 ms  p99 ms  req/s  errors  CPU µs per request');
  for (const figures of [direct, bff]) {
    const cpu = Object.entries(figures.cpuUsPerRequest ?? {})
      .map(([server, us]) => `${server} ${us.toLocaleString('en')}`)
      .join(', ');
    say(
      `${figures.target.padEnd(21)}  ${String(figures.p50Ms).padStart(6)}  ${String(figures.p99Ms).padStart(6)}  ${String(figures.requestsPerSecond).padStart(5)}  ${String(figures.errors + figures.non2xx).padStart(6)}  ${cpu || '—'}`,
    );
  }
  say(
    `BFF / direct: p50 ×${summary.p50Ratio}, p99 ×${summary.p99Ratio} (+${summary.p99OverheadMs} ms), req/s ×${summary.rpsRatio}`,
  );
}

/** Another BFF in front of the same provider and remotes, on `port` with `settings`: its origin. */
async function startSecondBff(name: string, port: number, settings: Record<string, string>): Promise<string> {
  const origin = `http://localhost:${port}`;
  const bff = startService({
    name,
    script: 'shell/server/main.ts',
    env: {
      ...process.env,
      ...localSecrets(dataDir()),
      SHELL_PORT: String(port),
      PUBLIC_ORIGIN: origin,
      // The composed portal's metrics listener is its own.
      METRICS_PORT: undefined,
      ...settings,
    },
    healthUrl: `${origin}/health`,
    quiet: true,
    restart: false,
  });
  services.push(bff);
  await waitHealthy(bff);
  return origin;
}

/**
 * A second BFF in front of the same provider, serving the monolith's build instead of the shell:
 * its origin, or undefined when the monolith is left out or was not built.
 */
async function startMonolithBff(): Promise<string | undefined> {
  if (skip('monolith') || !existsSync(monolithDist)) return undefined;
  return startSecondBff('bff-monolith', MONOLITH_PORT, {
    SHELL_STATIC_DIR: monolithDist,
    // The monolith loads its pages from its own build: preloading the remotes' files would
    // only add bytes the composed portal is compared against.
    REMOTE_PRELOADS: 'false',
  });
}

/** The composed portal with server rendering off (SERVER_RENDER=false): the browser draws every page. */
const startBrowserOnlyBff = (): Promise<string> =>
  startSecondBff('bff-browser-only', BROWSER_ONLY_PORT, { SERVER_RENDER: 'false' });

say('Building production bundles …');
await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
const monolithDist = path.join(ROOT, 'bench', 'monolith', 'dist');
if (!skip('monolith')) {
  say('Building the monolith baseline (no federation) …');
  await runCommand('pnpm', [
    '--filter',
    '@portal/bench',
    'exec',
    'rsbuild',
    'build',
    '-c',
    'monolith/rsbuild.config.ts',
  ]);
}
mkdirSync(work, { recursive: true });
await publishRemotes();
// The remotes serve the SERVER_RENDER=false BFF too (their CORS allows the shells they are told of).
const shellEnv: Record<string, string | undefined> = process.env;
shellEnv.EXTRA_SHELL_ORIGINS = [shellEnv.EXTRA_SHELL_ORIGINS, `http://localhost:${BROWSER_ONLY_PORT}`]
  .filter(Boolean)
  .join(',');
const portal = await startPortal({ quiet: true });
const services: Service[] = [];
// Ctrl-C stops what the bench started, not just the bench.
process.once('SIGINT', () => {
  void stopServices(services)
    .then(() => portal.stop())
    .then(() => process.exit(130));
});
const sayLoadAtEnd = () =>
  say(
    `Load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
const loadAtStart = loadavg();
say(`Load average at the start: ${loadAtStart.map((value) => value.toFixed(2)).join(' ')}`);
try {
  /** After a part measured alone: what it started is stopped, and the bench ends. */
  const endAlone = async (): Promise<never> => {
    sayLoadAtEnd();
    await stopServices(services);
    await portal.stop();
    process.exit(0);
  };
  if (onlyOffline) {
    sayOffline(await measureOffline(portal.shellOrigin));
    await endAlone();
  }
  if (onlyNextPage) {
    await measureNextPageOnly(portal.shellOrigin, 'composed');
    const monolithOrigin = await startMonolithBff();
    if (monolithOrigin) await measureNextPageOnly(monolithOrigin, 'monolith');
    await endAlone();
  }
  if (onlyMainThread) {
    const composedFigures = await measureMainThreadOnly(portal.shellOrigin, 'composed');
    const monolithOrigin = await startMonolithBff();
    sayMainThread(
      composedFigures,
      monolithOrigin ? await measureMainThreadOnly(monolithOrigin, 'monolith') : undefined,
    );
    await endAlone();
  }
  if (onlyLighthouse) {
    const monolithOrigin = await startMonolithBff();
    const figures = await lighthouseSideBySide([
      { label: 'composed', origin: portal.shellOrigin },
      { label: 'browser-only', origin: await startBrowserOnlyBff() },
      ...(monolithOrigin ? [{ label: 'monolith', origin: monolithOrigin }] : []),
    ]);
    sayLighthouse(figures.composed ?? [], figures.monolith, 'monolith');
    sayLighthouse(figures.composed ?? [], figures['browser-only'], 'SERVER_RENDER=false');
    await endAlone();
  }
  if (onlyRender) {
    sayServerRender(await serverRenderFigures(portal.shellOrigin));
    await endAlone();
  }
  if (onlyLoad) {
    const figures = await passThroughCost(portal.shellOrigin);
    if (figures) sayPassThrough(passThroughSummary(figures));
    await endAlone();
  }
  say(`Portal up at ${portal.shellOrigin}; measuring the composed portal …`);
  const offline = bytesOnly ? undefined : await measureOffline(portal.shellOrigin);
  const measuredComposed = await measurePortal(portal.shellOrigin, 'composed');
  const load = await passThroughCost(portal.shellOrigin);
  const serverRender = skip('load') ? undefined : await serverRenderFigures(portal.shellOrigin);

  const builds = [{ label: 'composed', origin: portal.shellOrigin }];
  let measuredMonolith: Awaited<ReturnType<typeof measurePortal>> | undefined;
  const monolithOrigin = await startMonolithBff();
  if (monolithOrigin) {
    say('Measuring the monolith baseline …');
    builds.push({ label: 'monolith', origin: monolithOrigin });
    measuredMonolith = await measurePortal(monolithOrigin, 'monolith');
  }
  const lighthouse = skip('lighthouse') || skip('timings') ? {} : await lighthouseSideBySide(builds);
  const composed = { ...measuredComposed, lighthouse: lighthouse.composed ?? [] };
  const monolith = measuredMonolith && { ...measuredMonolith, lighthouse: lighthouse.monolith ?? [] };

  const sumJs = (network: RouteNetwork[], key: 'gzip' | 'brotli') =>
    network.reduce((total, route) => total + route.js[key], 0);
  const loadAtEnd = loadavg();
  const results = {
    measuredAt: new Date().toISOString(),
    machine: 'the shared 2-core dev machine; Debian Chromium headless; Lighthouse simulated mobile throttling',
    loadAverage: {
      start: loadAtStart.map((value) => Math.round(value * 100) / 100),
      end: loadAtEnd.map((value) => Math.round(value * 100) / 100),
    },
    routes: composed.network,
    mainThread: composed.mainThread,
    rewardsFilters: composed.filters,
    libraries: {
      reactDownloadsPerRoute: Object.fromEntries(composed.network.map((route) => [route.route, route.copies])),
      reactOnce: composed.network.every((route) => route.copies.react <= 1 && route.copies.reactDom <= 1),
    },
    lighthouse: composed.lighthouse,
    nextPage: composed.navigation,
    offline,
    passThrough: load && passThroughSummary(load),
    serverRender,
    monolith: monolith && {
      routes: monolith.network,
      lighthouse: monolith.lighthouse,
      mainThread: monolith.mainThread,
      rewardsFilters: monolith.filters,
      nextPage: monolith.navigation,
      jsGzipRatio: ratio(sumJs(composed.network, 'gzip'), sumJs(monolith.network, 'gzip')),
      jsBrotliRatio: ratio(sumJs(composed.network, 'brotli'), sumJs(monolith.network, 'brotli')),
      perRouteJsGzipRatio: Object.fromEntries(
        composed.network.map((route) => {
          const base = monolith?.network.find((candidate) => candidate.route === route.route);
          return [route.route, base ? ratio(route.js.gzip, base.js.gzip) : null];
        }),
      ),
      lcpRatio: Object.fromEntries(
        composed.lighthouse.map((figures) => {
          const base = monolith?.lighthouse.find((candidate) => candidate.route === figures.route);
          return [figures.route, base ? ratio(figures.lcpMs, base.lcpMs) : null];
        }),
      ),
    },
  };
  // A bytes-only run keeps the full run's results.json (its timings) and writes beside it.
  const resultsFile = bytesOnly ? 'bench/results-bytes.json' : 'bench/results.json';
  writeFileSync(path.join(ROOT, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
  // In the repository's format, so a committed run passes `npm test`'s lint.
  await runCommand('pnpm', ['exec', 'biome', 'format', '--write', resultsFile]);

  say('\nPer route, before the page is usable (sizes: gzip -9 / brotli -11 of the bodies)');
  say('route       JS gz kB  JS br kB  CSS gz kB  CSS br kB  wire kB  requests  chain  react/dom/client');
  for (const route of composed.network) {
    say(
      `${route.route.padEnd(10)}  ${kB(route.js.gzip).padStart(8)}  ${kB(route.js.brotli).padStart(8)}  ${kB(route.css.gzip).padStart(9)}  ${kB(route.css.brotli).padStart(9)}  ${kB(route.transferred).padStart(7)}  ${String(route.requests).padStart(8)}  ${String(route.longestChain).padStart(5)}  ${route.copies.react}/${route.copies.reactDom}/${route.copies.reactDomClient}`,
    );
  }
  say(`react and react-dom each downloaded at most once per page: ${results.libraries.reactOnce ? 'yes' : 'NO'}`);
  say(
    `\nNext page on slow 4G, / → /rewards, click to heading (median of 3): at once ${composed.navigation.coldMs} ms, after 3 s idle (prefetched) ${composed.navigation.afterIdleMs} ms`,
  );
  sayLighthouse(composed.lighthouse);
  if (offline) sayOffline(offline);
  if (results.passThrough) sayPassThrough(results.passThrough);
  if (results.serverRender) sayServerRender(results.serverRender);
  if (results.monolith) {
    say('\nComposed / monolith');
    say(
      `JS gzip over the five routes ×${results.monolith.jsGzipRatio}, brotli ×${results.monolith.jsBrotliRatio}; per route ${JSON.stringify(results.monolith.perRouteJsGzipRatio)}`,
    );
    say(`LCP ${JSON.stringify(results.monolith.lcpRatio)}`);
  }
  say('\nSide by side, composed / monolith (JS gzip kB before usable; Lighthouse median)');
  say('route       JS gz kB       LCP ms       score    TBT ms     CLS');
  for (const route of composed.network) {
    const base = monolith?.network.find((candidate) => candidate.route === route.route);
    const lhC = composed.lighthouse.find((figures) => figures.route === route.route);
    const lhM = monolith?.lighthouse.find((figures) => figures.route === route.route);
    const pair = (a: number | string | undefined, b: number | string | undefined) => `${a ?? '—'} / ${b ?? '—'}`;
    say(
      `${route.route.padEnd(10)}  ${pair(kB(route.js.gzip), base && kB(base.js.gzip)).padEnd(13)}  ${pair(lhC?.lcpMs, lhM?.lcpMs).padEnd(11)}  ${pair(lhC?.performance, lhM?.performance).padEnd(7)}  ${pair(lhC?.tbtMs, lhM?.tbtMs).padEnd(9)}  ${pair(lhC?.cls, lhM?.cls)}`,
    );
  }
  sayMainThread(composed.mainThread, monolith?.mainThread);
  const indexes = [...composed.lighthouse, ...(monolith?.lighthouse ?? [])].map((figures) => figures.benchmarkIndex);
  if (indexes.length) say(`Lighthouse benchmarkIndex of this host, median per build and route: ${indexes.join(', ')}`);
  say(
    `Rewards filters INP at 4× CPU: composed ${composed.filters.inpMs} ms (${composed.filters.interactions.map((item) => `${item.name} ${item.ms}`).join(', ')})` +
      (monolith ? `; monolith ${monolith.filters.inpMs} ms` : ''),
  );
  if (monolith) {
    say(
      `Next page / → /rewards, monolith: at once ${monolith.navigation.coldMs} ms, after 3 s idle ${monolith.navigation.afterIdleMs} ms`,
    );
  }
  say(
    `Load average: at the start ${results.loadAverage.start.join(' ')}, at the end ${results.loadAverage.end.join(' ')}`,
  );
  say(`\nWritten to ${resultsFile}`);
} finally {
  await stopServices(services);
  await portal.stop();
}
