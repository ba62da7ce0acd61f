/** The page numbers a numbered pagination shows: first, last, and two either side of the current one. */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const withGaps: Array<number | 'gap'> = [];
  for (const page of sorted) {
    const previous = withGaps[withGaps.length - 1];
    if (typeof previous === 'number' && page - previous > 1) withGaps.push('gap');
    withGaps.push(page);
  }
  return withGaps;
}
