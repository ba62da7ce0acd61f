import { Link } from '@portal/router/react-router';
import { authenticatedAtom, envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import styles from './rewards-band.module.css';

/**
 * The rewards page shell's band: what points are for and, for a visitor, the way in. A member's
 * balance is the sidebar's, right below (docs/decisions/0020-phone-first.md: once above the fold); on
 * a phone a member sees no band at all, so the first rewards are on the first screen.
 */
export function RewardsBand() {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const authenticated = useAtomValue(authenticatedAtom);
  return (
    <div className={authenticated ? `${styles.rewardsBand} ${styles.rewardsBandMember}` : styles.rewardsBand}>
      <div className={styles.rewardsBandInner}>
        <p className={styles.rewardsBandTagline}>
          Treat yourself with {programme}: groceries, fuel, dining, days out and more.
        </p>
        {authenticated ? null : (
          <p>
            <Link to="/login?redirect=%2Frewards">Log in</Link> to redeem your points
          </p>
        )}
      </div>
    </div>
  );
}
