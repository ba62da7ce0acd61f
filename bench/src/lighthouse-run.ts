import lighthouse from 'lighthouse';
import { median } from './median.ts';

export interface LighthouseFigures {
  route: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (higher is faster; its simulated 4× slowdown lands on this). */
  benchmarkIndex: number;
  runs: number;
}

/**
 * Lighthouse's default (mobile) preset — a mid-range phone on slow 4G, simulated — run `runs`
 * times against a Chromium listening on `port`; the median of each figure. Storage is kept so a
 * signed-in session (cookies set by the caller in the same browser profile) survives.
 */
export async function lighthouseRoute(url: string, port: number, runs = 3): Promise<LighthouseFigures> {
  const scores: number[] = [];
  const lcp: number[] = [];
  const tbt: number[] = [];
  const cls: number[] = [];
  const benchmarkIndex: number[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
    cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
    benchmarkIndex.push(lhr.environment.benchmarkIndex);
  }
  return {
    route: new URL(url).pathname,
    performance: median(scores),
    lcpMs: Math.round(median(lcp)),
    tbtMs: Math.round(median(tbt)),
    cls: Math.round(median(cls) * 1000) / 1000,
    benchmarkIndex: Math.round(median(benchmarkIndex)),
    runs,
  };
}
