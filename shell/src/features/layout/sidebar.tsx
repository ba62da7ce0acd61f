import { accountAtom, accountClassAtom, accountTypeAtom, pointsAtom } from '@portal/session/session-atoms';
import { POINTS_UNIT } from '@portal/validation/constants';
import { useAtomValue } from 'jotai';
import './sidebar.css';

const numberFormat = new Intl.NumberFormat('en-JM');

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
    <aside className="ir-sidebar" aria-label="Your membership" aria-busy={account === null}>
      {name ? (
        <p className="ir-sidebar__name">{name}</p>
      ) : nameLoading ? (
        <p className="ir-sidebar__name" aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      <p className="ir-sidebar__number">
        <span className="ir-sidebar__label">No.</span>{' '}
        <span data-testid="sidebar-account-number">{account?.accountNumber ?? ''}</span>
      </p>
      <p className="ir-sidebar__points" aria-live="polite">
        <span data-testid="sidebar-points">{points === null ? '–' : numberFormat.format(points)}</span> {POINTS_UNIT}
      </p>
    </aside>
  );
}
