import type { BrowserContext, Page } from '@playwright/test';
import { median } from './median.ts';

/** Main-thread work, ms (each the median of the runs). */
interface MainThreadWork {
  /** Every task on the page's main thread. */
  taskMs: number;
  /** Script compilation and evaluation. */
  scriptMs: number;
  /** Style recalculation and layout. */
  styleLayoutMs: number;
}

export interface MainThreadTime extends MainThreadWork {
  route: string;
  /**
   * The same counters read as soon as the route is usable (`ready`), before the work a page does
   * once idle (the pop-up content, the next remote's prefetch, the member card's codes): the
   * issue's "main-thread time before usable (script evaluation, style/layout)" is
   * `usable.scriptMs + usable.styleLayoutMs`. The figures above run on until the network is quiet.
   */
  usable: MainThreadWork;
  cpuSlowdown: number;
  runs: number;
}

type Metrics = { name: string; value: number }[];

/** CDP's counters (seconds) as ms: every task, script, style recalculation + layout. */
function workOf(metrics: Metrics): MainThreadWork {
  const metric = (name: string) => (metrics.find((item) => item.name === name)?.value ?? Number.NaN) * 1000;
  return {
    taskMs: metric('TaskDuration'),
    scriptMs: metric('ScriptDuration'),
    styleLayoutMs: metric('RecalcStyleDuration') + metric('LayoutDuration'),
  };
}

/** The median of each figure over the runs, rounded to the ms. */
function medianWork(runs: MainThreadWork[]): MainThreadWork {
  return {
    taskMs: Math.round(median(runs.map((run) => run.taskMs))),
    scriptMs: Math.round(median(runs.map((run) => run.scriptMs))),
    styleLayoutMs: Math.round(median(runs.map((run) => run.styleLayoutMs))),
  };
}

/**
 * The main-thread work a route costs before it is usable, on a CPU slowed `cpuSlowdown`× (the
 * phone Lighthouse's mobile preset stands for): a first visit (cache off), from navigation until
 * `ready` is visible and the network has been quiet for 500 ms, read from Chromium's own
 * per-page counters (CDP `Performance.getMetrics`: TaskDuration, ScriptDuration,
 * RecalcStyleDuration + LayoutDuration — the sums a performance trace's tasks add up to), once
 * when `ready` is visible (`usable`) and again after the network has been quiet. Unlike
 * Lighthouse's simulated throttling this really slows the CPU, so a slower host reads higher.
 */
export async function mainThreadTime(
  context: BrowserContext,
  origin: string,
  route: string,
  ready: (page: Page) => Promise<void>,
  { cpuSlowdown = 4, runs = 3 } = {},
): Promise<MainThreadTime> {
  const atUsable: MainThreadWork[] = [];
  const atIdle: MainThreadWork[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`${origin}${route}`);
    await ready(page);
    atUsable.push(workOf((await cdp.send('Performance.getMetrics')).metrics));
    await page.waitForLoadState('networkidle');
    atIdle.push(workOf((await cdp.send('Performance.getMetrics')).metrics));
    await page.close();
  }
  return { route, ...medianWork(atIdle), usable: medianWork(atUsable), cpuSlowdown, runs };
}
