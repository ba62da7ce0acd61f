import type { ContractReport } from './run-contract-suite.ts';

/** The report as lines: one per route (pass, FAIL or skip, the route, the reasons), then the summary. */
export function reportLines(report: ContractReport): string[] {
  const lines = report.results.map(({ route, outcome, reasons }) => {
    const label = outcome === 'fail' ? 'FAIL' : outcome;
    const why = reasons.length > 0 ? ` — ${reasons.join('; ')}` : '';
    return `${label.padEnd(4)}  ${route.method.padEnd(6)} ${route.path}${why}`;
  });
  lines.push(
    '',
    `${report.results.length} routes: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`,
  );
  return lines;
}
