import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { lanternLcpGraph } from './lantern-lcp-graph.ts';
import { median } from './median.ts';

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (higher is faster; its simulated 4× slowdown lands on this). */
  benchmarkIndex: number;
}

/** The median of each figure over a route's runs, and the same for its first and later visits apart. */
export interface LighthouseFigures extends LighthouseRun {
  route: string;
  runs: number;
  /**
   * Run 1: the day's first visit of this browser profile (no cookies or local storage of the
   * portal's yet). What a page shows differs with it: the login pop-up never shows on a first
   * visit, the dashboard's shows on the member's first page of the day (docs/decisions/0022-pop-ups.md).
   */
  firstVisit: LighthouseRun | undefined;
  /** The median of runs 2 onwards: later visits the same day, their cookies and local storage kept. */
  laterVisits: LighthouseRun | undefined;
}

/**
 * One run of Lighthouse's default (mobile) preset — a mid-range phone on slow 4G, simulated —
 * against a Chromium listening on `port`. A first visit: Lighthouse clears the browser's HTTP
 * cache and the origin's service worker and Cache Storage before it loads the page (its
 * default). It keeps cookies and local storage, so a member the caller signed in, in the same
 * browser profile, is still signed in. (Until 25 Nov the bench turned that reset off, and every
 * run measured a visit with the code already cached.) With `reportFile`, the whole report (JSON)
 * is kept there, to read what a figure is made of, and beside it (`….lcp.txt`) what Lantern
 * counted in the simulated LCP (lantern-lcp-graph.ts).
 */
export async function lighthouseRun(url: string, port: number, reportFile?: string): Promise<LighthouseRun> {
  const attempt = async () => {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  };
  // A run whose trace Lighthouse could not record (NO_NAVSTART: "Please run Lighthouse again")
  // is run once more; a second failure ends the bench. Seen once in about 140 runs on this host (25 Nov).
  let lhr = await attempt();
  if (lhr.runtimeError) lhr = await attempt();
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}, twice: ${lhr.runtimeError.message}`);
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify(lhr));
    writeFileSync(reportFile.replace(/\.json$/, '.lcp.txt'), lanternLcpGraph(new URL(url).origin));
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median of each figure of `runs` (each figure on its own), rounded as printed. */
function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (figure: keyof LighthouseRun) => median(runs.map((run) => run[figure]));
  return {
    performance: of('performance'),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Math.round(of('cls') * 1000) / 1000,
    benchmarkIndex: Math.round(of('benchmarkIndex')),
  };
}

/**
 * A route's figures: the median of all its runs (what the targets are stated on), and the first
 * visit and the later ones apart. Why apart: their pages differ (a pop-up on one and not the
 * other), and a median of five that mixes one kind with four of the other hides the first kind.
 */
export function lighthouseMedian(route: string, runs: readonly LighthouseRun[]): LighthouseFigures {
  const [first, ...later] = runs;
  return {
    route,
    ...medianRun(runs),
    runs: runs.length,
    firstVisit: first && medianRun([first]),
    laterVisits: later.length > 0 ? medianRun(later) : undefined,
  };
}
