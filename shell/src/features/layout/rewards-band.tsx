import { Link } from '@portal/router/react-router';
import { authenticatedAtom, envAtom, pointsAtom } from '@portal/session/session-atoms';
import { formatNumber } from '@portal/ui/format/format-number';
import { POINTS_UNIT } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import styles from './rewards-band.module.css';

/** The rewards page shell's band: what points are for, and the member's balance or a way in. */
export function RewardsBand() {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const authenticated = useAtomValue(authenticatedAtom);
  const points = useAtomValue(pointsAtom);
  return (
    <div className={styles.rewardsBand}>
      <div className={styles.rewardsBandInner}>
        <p className={styles.rewardsBandTagline}>
          Treat yourself with {programme}: groceries, fuel, dining, days out and more.
        </p>
        {authenticated ? (
          <p>
            You have{' '}
            <strong>
              {points === null ? '…' : formatNumber(points)} {POINTS_UNIT}
            </strong>{' '}
            to spend
          </p>
        ) : (
          <p>
            <Link to="/login?redirect=%2Frewards">Sign in</Link> to redeem your points
          </p>
        )}
      </div>
    </div>
  );
}
