import { Link } from '@portal/router/react-router';
import styles from './pagination.module.css';

/** Previous / "Page 2 of 7" / Next, as links, so each page has its own address and Back works. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={styles.paginationLink} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={styles.paginationSpacer} />
      )}
      <span className={styles.paginationStatus} aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={hrefOf(page + 1)} className={styles.paginationLink} rel="next">
          Next →
        </Link>
      ) : (
        <span className={styles.paginationSpacer} />
      )}
    </nav>
  );
}
