import { Link } from '@portal/router/react-router';
import styles from './error-page.module.css';

/** The error page of requirements §2.8, with its texts word for word. */
export function ErrorPage({ kind }: { kind: 'not-found' | 'generic' }) {
  return (
    <section className={styles.errorPage} aria-labelledby="error-title">
      {kind === 'not-found' ? (
        <h1 id="error-title">Page not found</h1>
      ) : (
        <>
          <h1 id="error-title">Woops! Something went wrong.</h1>
          <p>Try Refreshing the page to continue</p>
        </>
      )}
      <Link to="/" className={styles.errorPageHome}>
        Back to home page
      </Link>
    </section>
  );
}
