import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type FirstPaint, measureFirstPaint } from '@portal/bench/first-paint';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { benchPortEnv } from './lib/bench-ports.ts';
import { parseOptions } from './lib/parse-options.ts';
import { publishRemotes, startPortal } from './lib/portal.ts';
import { ROOT, runCommand } from './lib/processes.ts';
import { say } from './lib/say.ts';

/**
 * `npm run bench:first-paint`: what a member sees first on a throttled line (docs/performance.md,
 * "First paint on a slow line": 1.6 Mbps, 150 ms, cache disabled, a 390 × 844 phone). Builds
 * (unless --no-build), starts the portal on its own ports (in-memory provider), and loads /login
 * signed out and / signed in --runs times each: prints the median first paint and first contentful
 * paint, the text on the page at FCP, and writes the frame painted at FCP to
 * bench/results/first-paint-<label>-<route>.png.
 *
 *   --port-base=3380  the portal's ports: base … base+6
 *   --runs=3          loads per route (the median by FCP is reported)
 *   --label=current   names the screenshots (e.g. before / after a change)
 */
const { values: options } = parseOptions({
  options: {
    'port-base': { type: 'string', default: '3380' },
    runs: { type: 'string', default: '3' },
    label: { type: 'string', default: 'current' },
    'no-build': { type: 'boolean', default: false },
  },
  usage: 'usage: npm run bench:first-paint -- [--port-base=3380] [--runs=3] [--label=current] [--no-build]',
});
const BASE = Number(options['port-base']);
const MEMBER = '20000001';
const work = `/tmp/portal-first-paint-${BASE}`;
Object.assign(process.env, {
  ...benchPortEnv(BASE),
  LOYALTY_DATA_DIR: 'memory://',
  PORTAL_DEPLOY_DIR: path.join(work, 'deploy'),
  PORTAL_DATA_DIR: path.join(work, 'data'),
  LOG_LEVEL: 'warn',
  // Measured is the page's first paint, not a pop-up opening later.
  POPUP_SOURCE_URL: 'off',
});
const results = path.join(ROOT, 'bench', 'results');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The trace's JPEG frame as a PNG (what docs and reviewers' viewers take), drawn by the browser itself. */
async function asPng(jpeg: Buffer): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.setContent(
      `<body style="margin:0"><img style="display:block;width:390px" src="data:image/jpeg;base64,${jpeg.toString('base64')}"></body>`,
    );
    return await page.locator('img').screenshot();
  } finally {
    await page.close();
  }
}

if (!options['no-build']) {
  say('Building production bundles …');
  await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
mkdirSync(work, { recursive: true });
mkdirSync(results, { recursive: true });
await publishRemotes();
const portal = await startPortal({ quiet: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
let exitCode = 0;
try {
  say(`First paint on 1.6 Mbps / 150 ms, cache disabled, 390 × 844 (load average at start: ${load()})`);
  const origin = portal.shellOrigin;
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
  const visitor = await browser.newContext(phone);
  const member = await browser.newContext(phone);
  // On a busy machine the provider's first answers can be late (the BFF then answers 504): a few tries.
  for (let attempt = 1; ; attempt++) {
    const signedIn = await member.request.post(`${origin}/bff/token`, {
      headers: { origin, 'x-portal-request': '1' },
      data: { grant_type: 'password', username: MEMBER, password: DEMO_PASSWORD },
    });
    if (signedIn.ok()) break;
    if (attempt === 3) throw new Error(`signing ${MEMBER} in answered ${signedIn.status()}`);
  }
  for (const [route, context] of [
    ['/login', visitor],
    ['/', member],
  ] as const) {
    const runs: FirstPaint[] = [];
    for (let run = 0; run < Number(options.runs); run++)
      runs.push(await measureFirstPaint(context, `${origin}${route}`));
    runs.sort((a, b) => a.firstContentfulPaintMs - b.firstContentfulPaintMs);
    const median = runs[Math.floor(runs.length / 2)] as FirstPaint;
    const shot = path.join(results, `first-paint-${options.label}-${route === '/' ? 'dashboard' : 'login'}.png`);
    if (median.frameAtFcp) writeFileSync(shot, await asPng(median.frameAtFcp));
    else rmSync(shot, { force: true });
    say(
      `  ${route.padEnd(7)} FP ${median.firstPaintMs} ms   FCP ${median.firstContentfulPaintMs} ms   (runs: ${runs.map((r) => r.firstContentfulPaintMs).join(', ')} ms)`,
    );
    say(`          CLS until the network is idle: ${median.layoutShift}`);
    say(`          shell CSS arrived at ${median.stylesArrivedMs} ms, its scripts at ${median.scriptsArrivedMs} ms`);
    say(`          text when FCP was reported: "${median.textAtFcp}"`);
    say(`          ${median.frameAtFcp ? path.relative(ROOT, shot) : 'no screencast frame at FCP'}`);
  }
  say(`load average at the end: ${load()}`);
} catch (error) {
  process.stderr.write(`benchmark failed: ${(error as Error).stack ?? error}\n`);
  exitCode = 1;
} finally {
  await browser.close();
  await portal.stop();
}
process.exit(exitCode);
