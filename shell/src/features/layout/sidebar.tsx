import { accountAtom, accountClassAtom, accountTypeAtom, pointsAtom } from '@portal/session/session-atoms';
import { formatNumber } from '@portal/ui/format/format-number';
import { POINTS_UNIT } from '@portal/ui/format/format-points';
import { Skeleton } from '@portal/ui/skeleton';
import { useAtomValue } from 'jotai';
import { asOfText } from '../offline/as-of-text.ts';
import { offlineCopyAtom } from '../offline/offline-state.ts';
import styles from './sidebar.module.css';

/**
 * The signed-in sidebar (requirements §2.6): first and last name for verified users only, the
 * account number labelled 'No.', and the points balance with 'pts'. It is the one place a page
 * shows the balance (docs/decisions/0020-phone-first.md: once above the fold); on a phone it is one
 * compact band above the page.
 */
export function Sidebar() {
  const account = useAtomValue(accountAtom);
  const points = useAtomValue(pointsAtom);
  const accountClass = useAtomValue(accountClassAtom);
  const accountType = useAtomValue(accountTypeAtom);
  // A page started offline has no account or balance from the network: the saved copy's number
  // and last known balance, marked with when they were saved.
  const offline = useAtomValue(offlineCopyAtom);
  const accountNumber = account?.accountNumber ?? offline?.accountNumber ?? null;
  const savedPoints = points === null ? (offline?.points ?? null) : null;
  const name = accountClass === 'verified' ? [account?.firstName, account?.lastName].filter(Boolean).join(' ') : '';
  // While a user's account loads, the name's line is kept (most users are verified), so the
  // page below does not move down when it arrives. The offline copy holds no name.
  const nameLoading = account === null && accountType === 'user' && offline === null;
  return (
    <aside
      className={styles.sidebar}
      aria-label="Your membership"
      aria-busy={offline === null && (account === null || points === null)}
    >
      {name ? (
        <p className={styles.sidebarName}>{name}</p>
      ) : nameLoading ? (
        <p className={styles.sidebarName}>
          <Skeleton width="9rem" height="1.25rem" />
        </p>
      ) : null}
      <p className={styles.sidebarNumber}>
        <span className={styles.sidebarLabel}>No.</span>{' '}
        {accountNumber ? (
          <span data-testid="sidebar-account-number">{accountNumber}</span>
        ) : (
          <Skeleton width="6rem" height="1rem" label="Loading your number" />
        )}
      </p>
      <p className={styles.sidebarPoints} aria-live="polite">
        {points !== null ? (
          // data-balance: the dashboard's pop-up waits for it (pop-ups/pop-up-host.tsx).
          <span data-testid="sidebar-points" data-balance="">
            {formatNumber(points)}
          </span>
        ) : savedPoints !== null ? (
          <span data-testid="sidebar-points" data-balance="">
            {formatNumber(savedPoints)}
          </span>
        ) : offline ? (
          <span>–</span>
        ) : (
          <Skeleton width="5rem" height="1.5rem" label="Loading your points" />
        )}{' '}
        {POINTS_UNIT}
      </p>
      {offline && points === null ? (
        <p className={styles.sidebarAsOf} data-testid="sidebar-points-as-of">
          {savedPoints === null ? 'Your balance needs a connection' : asOfText(offline.savedAt)}
        </p>
      ) : null}
    </aside>
  );
}
