import { Link } from '@portal/router/react-router';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import styles from '../routes/vouchers.module.css';

/** Previous and next page of a list, with where the member is. Links, so every page has its own URL. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  /** 1-based. */
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <Link className={styles.paginationLink} to={hrefFor(Math.min(page - 1, Math.max(totalPages, 1)))} rel="prev">
          <span aria-hidden="true">← </span>Previous<span className={visuallyHidden}> page</span>
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.paginationWhere}>
        Page {page} of {Math.max(totalPages, 1)}
      </p>
      {page < totalPages ? (
        <Link className={styles.paginationLink} to={hrefFor(page + 1)} rel="next">
          Next<span className={visuallyHidden}> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
