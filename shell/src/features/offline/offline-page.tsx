import { Link, useLocation } from '@portal/router/react-router';
import { Button } from '@portal/ui/button';
import type { ReactNode } from 'react';
import type { OfflineCopySummary } from './offline-copy.ts';
import styles from './offline-page.module.css';
import { savedOnText } from './saved-on-text.ts';
import { worksOffline } from './works-offline.ts';

/**
 * The page area of a page started offline (inside the chrome): a page the saved copy can show,
 * marked with when it was saved, or — any other page — that it needs a connection, with Retry
 * (a reload: the service worker asks the network first).
 */
export function OfflinePage({ copy, children }: { copy: OfflineCopySummary; children: ReactNode }) {
  const location = useLocation();
  if (worksOffline(location, copy)) {
    return (
      <>
        <p className={styles.savedOn} role="status" data-testid="offline-saved-on">
          You are offline. {savedOnText(copy.savedAt)}.
        </p>
        {children}
      </>
    );
  }
  return (
    <section className={styles.needsConnection} aria-labelledby="needs-connection-title">
      <h1 id="needs-connection-title">This page needs a connection</h1>
      <p>
        You are offline, or the connection is too slow. Your member card (the Card button) and your{' '}
        <Link to="/vouchers">active vouchers</Link> still work.
      </p>
      <Button onClick={() => window.location.reload()}>Retry</Button>
    </section>
  );
}
