import { accountAtom, accountClassAtom, accountTypeAtom, pointsAtom } from '@portal/session/session-atoms';
import { formatNumber } from '@portal/ui/format/format-number';
import { POINTS_UNIT } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import styles from './sidebar.module.css';

/**
 * The signed-in sidebar (requirements §2.6): first and last name for verified users only, the account
 * number labelled 'No.', and the points balance with 'pts'.
 */
export function Sidebar() {
  const account = useAtomValue(accountAtom);
  const points = useAtomValue(pointsAtom);
  const accountClass = useAtomValue(accountClassAtom);
  const accountType = useAtomValue(accountTypeAtom);
  const name = accountClass === 'verified' ? [account?.firstName, account?.lastName].filter(Boolean).join(' ') : '';
  // While a user's account loads, the name's line is kept (most users are verified), so the
  // page below does not move down when it arrives.
  const nameLoading = account === null && accountType === 'user';
  return (
    <aside className={styles.sidebar} aria-label="Your membership" aria-busy={account === null}>
      {name ? (
        <p className={styles.sidebarName}>{name}</p>
      ) : nameLoading ? (
        <p className={styles.sidebarName} aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      <p>
        <span className={styles.sidebarLabel}>No.</span>{' '}
        <span data-testid="sidebar-account-number">{account?.accountNumber ?? ''}</span>
      </p>
      <p className={styles.sidebarPoints} aria-live="polite">
        <span data-testid="sidebar-points">{points === null ? '–' : formatNumber(points)}</span> {POINTS_UNIT}
      </p>
    </aside>
  );
}
