import type { BrowserContext } from '@playwright/test';

export interface FilterInteractionLatency {
  /** The worst interaction (fewer than 50 interactions: that is INP), ms. */
  inpMs: number;
  /** Each interaction: what was done and its longest event duration (input delay + processing + next paint), ms. */
  interactions: { name: string; ms: number }[];
  cpuSlowdown: number;
}

/**
 * INP of the rewards filters, measured with real input (trusted events from CDP, so the browser's
 * Event Timing assigns interaction ids) on a CPU slowed `cpuSlowdown`×: on /rewards once it has
 * settled, a click on the first category chip, then the sort changed with the keyboard (a closed
 * select takes ArrowDown), each waited for until the URL has it. The page's own Event Timing
 * entries (PerformanceObserver, `durationThreshold` 16 ms) give each interaction's duration.
 */
export async function rewardsFilterLatency(
  context: BrowserContext,
  origin: string,
  { cpuSlowdown = 4 } = {},
): Promise<FilterInteractionLatency> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(() => {
      // This visit has had its pop-up (shell/src/features/pop-ups/visit.ts): the rewards pop-up
      // would cover the filters; the measure is of the filters, as a member uses them after it.
      sessionStorage.setItem('island-rewards.visit.v1', JSON.stringify({ firstVisit: false, popUpShown: true }));
      const durations = new Map<number, number>();
      (globalThis as unknown as { __interactions: Map<number, number> }).__interactions = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { interactionId?: number; duration: number }[]) {
          if (!entry.interactionId) continue;
          durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe(
        // Event Timing's options (a browser type; this package is typed for Node).
        { type: 'event', durationThreshold: 16, buffered: true } as unknown as { type: 'mark' },
      );
    });
    await page.goto(`${origin}/rewards`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const interactions: { name: string; ms: number }[] = [];
    const recorded = () =>
      page.evaluate(() => [
        ...(globalThis as unknown as { __interactions: Map<number, number> }).__interactions.entries(),
      ]);
    const measure = async (name: string, act: () => Promise<void>) => {
      const before = new Set((await recorded()).map(([id]) => id));
      await act();
      // Event Timing reports after the next paint; wait for this interaction's entry.
      await page.waitForFunction(
        (known) =>
          [...(globalThis as unknown as { __interactions: Map<number, number> }).__interactions.keys()].some(
            (id) => !known.includes(id),
          ),
        [...before],
        { timeout: 30_000 },
      );
      const fresh = (await recorded()).filter(([id]) => !before.has(id));
      interactions.push({ name, ms: Math.round(Math.max(...fresh.map(([, ms]) => ms))) });
    };
    await measure('choose a category (click)', async () => {
      await page.getByRole('checkbox').first().click();
      await page.waitForURL(/categories=/);
    });
    await measure('change the sort (keyboard)', async () => {
      const sort = page.getByLabel('Sort by');
      await sort.focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/sort=/);
    });
    return { inpMs: Math.max(...interactions.map((interaction) => interaction.ms)), interactions, cpuSlowdown };
  } finally {
    await page.close();
  }
}
