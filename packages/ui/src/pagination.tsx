import { Link } from '@portal/router/react-router';
import { pageWindow } from './list/page-window.ts';
import styles from './pagination.module.css';
import { visuallyHidden } from './visually-hidden.tsx';

export interface PaginationProps {
  /** The page shown, 1-based as members count. */
  page: number;
  totalPages: number;
  /** The address of a page: the list's state lives in the URL, so Back works and a page can be shared. */
  hrefFor: (page: number) => string;
  /** The navigation's name, when a page has more than one list ("Pages of rewards"). */
  label?: string;
  /** Numbered links around the current page (the catalogue) instead of "Page 2 of 7". */
  numbered?: boolean;
}

/**
 * The one pagination of the portal: Previous, where the member is, Next — all links. It shows
 * on a page past the end too (a stale link), so the member can step back into the list. Nothing
 * in it wraps: on a phone the numbered pager's steps are arrows (still named "Previous page",
 * "Next page"), so the page numbers keep one row.
 */
export function Pagination({ page, totalPages, hrefFor, label = 'Pages', numbered = false }: PaginationProps) {
  if (totalPages <= 1 && page <= 1) return null;
  const last = Math.max(totalPages, 1);
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(Math.min(page - 1, last))} rel="prev">
          <span aria-hidden="true">← </span>
          <span className={numbered ? styles.stepWord : undefined}>Previous</span>
          <span className={visuallyHidden}> page</span>
        </Link>
      ) : (
        <span />
      )}
      {numbered ? (
        <ol className={styles.pages}>
          {pageWindow(page, last).map((shown, i) =>
            shown === 'gap' ? (
              <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={shown}>
                <Link
                  to={hrefFor(shown)}
                  className={styles.page}
                  aria-current={shown === page ? 'page' : undefined}
                  aria-label={`Page ${shown}`}
                >
                  {shown}
                </Link>
              </li>
            ),
          )}
        </ol>
      ) : (
        <p className={styles.where}>
          Page {page} of {last}
        </p>
      )}
      {page < totalPages ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          <span className={numbered ? styles.stepWord : undefined}>Next</span>
          <span className={visuallyHidden}> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
