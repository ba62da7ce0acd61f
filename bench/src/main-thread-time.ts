import type { BrowserContext, Page } from '@playwright/test';
import { median } from './median.ts';

export interface MainThreadTime {
  route: string;
  /** Every task on the page's main thread, ms (median of the runs). */
  taskMs: number;
  /** Script compilation and evaluation, ms. */
  scriptMs: number;
  /** Style recalculation and layout, ms. */
  styleLayoutMs: number;
  cpuSlowdown: number;
  runs: number;
}

/**
 * The main-thread work a route costs before it is usable, on a CPU slowed `cpuSlowdown`× (the
 * phone Lighthouse's mobile preset stands for): a first visit (cache off), from navigation until
 * `ready` is visible and the network has been quiet for 500 ms, read from Chromium's own
 * per-page counters (CDP `Performance.getMetrics`: TaskDuration, ScriptDuration,
 * RecalcStyleDuration + LayoutDuration — the sums a performance trace's tasks add up to). Unlike
 * Lighthouse's simulated throttling this really slows the CPU, so a slower host reads higher.
 */
export async function mainThreadTime(
  context: BrowserContext,
  origin: string,
  route: string,
  ready: (page: Page) => Promise<void>,
  { cpuSlowdown = 4, runs = 3 } = {},
): Promise<MainThreadTime> {
  const task: number[] = [];
  const script: number[] = [];
  const styleLayout: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`${origin}${route}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((item) => item.name === name)?.value ?? Number.NaN) * 1000;
    task.push(metric('TaskDuration'));
    script.push(metric('ScriptDuration'));
    styleLayout.push(metric('RecalcStyleDuration') + metric('LayoutDuration'));
    await page.close();
  }
  return {
    route,
    taskMs: Math.round(median(task)),
    scriptMs: Math.round(median(script)),
    styleLayoutMs: Math.round(median(styleLayout)),
    cpuSlowdown,
    runs,
  };
}
