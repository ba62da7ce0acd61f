/**
 * The `p`th percentile (0–100) of timings sorted ascending, by the nearest-rank method: the
 * smallest value that at least p % of the values do not exceed. NaN for no values.
 */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
