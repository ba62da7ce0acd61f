import { Link } from '@portal/router/react-router';
import type { ReactNode } from 'react';
import styles from './back-link.module.css';

export interface BackLinkProps {
  /** Where the member goes back to (the list they came from, with its filters and page). */
  to: string;
  /** The words after the arrow: "Back to rewards". */
  children: ReactNode;
}

/**
 * The one back link of the portal (glossary: "←", never "‹"), above a detail page's title: the
 * arrow, then the words, on a 44 px tap target. The arrow is decoration; the words name it.
 */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <p className={styles.backLink}>
      <Link to={to}>
        <span aria-hidden="true">←</span>
        {children}
      </Link>
    </p>
  );
}
