import { Link } from '@portal/router/react-router';

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
    <nav className="ir-pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="ir-pagination__link" to={hrefFor(Math.min(page - 1, Math.max(totalPages, 1)))} rel="prev">
          <span aria-hidden="true">← </span>Previous<span className="ir-visually-hidden"> page</span>
        </Link>
      ) : (
        <span className="ir-pagination__spacer" />
      )}
      <p className="ir-pagination__where">
        Page {page} of {Math.max(totalPages, 1)}
      </p>
      {page < totalPages ? (
        <Link className="ir-pagination__link" to={hrefFor(page + 1)} rel="next">
          Next<span className="ir-visually-hidden"> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="ir-pagination__spacer" />
      )}
    </nav>
  );
}
