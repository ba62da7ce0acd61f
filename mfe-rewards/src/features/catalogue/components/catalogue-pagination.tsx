import { Link } from '@portal/router/react-router';
import { type CatalogueState, catalogueHref } from '../api/catalogue-state.ts';
import styles from '../routes/catalogue.module.css';

/** The page numbers around the current one: first, last, and two either side. */
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

/** Previous, numbered pages and Next — links, so each page has its own URL and Back works. */
export function CataloguePagination({ state, totalPages }: { state: CatalogueState; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (page: number) => catalogueHref({ ...state, page });
  const current = state.page;
  return (
    <nav className={styles.pagination} aria-label="Pages of rewards">
      {current > 1 ? (
        <Link className={styles.paginationStep} to={href(current - 1)} rel="prev">
          <span aria-hidden="true">‹</span>Previous
        </Link>
      ) : (
        <span className={styles.paginationStep} aria-disabled="true">
          <span aria-hidden="true">‹</span>Previous
        </span>
      )}
      <ol className={styles.paginationPages}>
        {pageWindow(current, totalPages).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} className={styles.paginationGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                className={styles.paginationPage}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < totalPages ? (
        <Link className={styles.paginationStep} to={href(current + 1)} rel="next">
          Next<span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span className={styles.paginationStep} aria-disabled="true">
          Next<span aria-hidden="true">›</span>
        </span>
      )}
    </nav>
  );
}
