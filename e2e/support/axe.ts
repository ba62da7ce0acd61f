import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 level A and AA, which every page of the portal must meet. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: Array<{ target: string; failureSummary: string | undefined }>;
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations (rule, impact,
 * and the offending elements). Call it once the page has settled (its data shown).
 *
 * axe runs in the page itself, injected once per document. (AxeBuilder injects its 0.5 MB source
 * twice per scan — into the page and into a blank page it opens to merge results across frames —
 * which cost 5–15 s a scan on a busy 2-core machine; the portal's pages have no frames to merge.)
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, exclude }): Promise<Violation[]> => {
      const runner = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      const results = await runner.run(context, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), failureSummary: node.failureSummary })),
      }));
    },
    { tags: WCAG_22_AA, exclude: options.exclude ?? [] },
  );
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target} — ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  );
  expect(report, `axe found violations on ${page.url()}`).toEqual([]);
}
