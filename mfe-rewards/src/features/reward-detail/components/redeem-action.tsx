import type { Reward } from '@portal/contracts/provider/rewards';
import { redeemStandingOf } from '@portal/contracts/redeem-standing';
import { Link } from '@portal/router/react-router';
import { accountClassAtom, authenticatedAtom, pointsAtom } from '@portal/session/session-atoms';
import { buttonClassName } from '@portal/ui/button';
import { formatPoints } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import styles from './redeem-action.module.css';

/**
 * How to redeem from the detail page. Visitors follow the same link and sign in on the way (the
 * shell's auth guard brings them back); guests and pending members are told why they may not yet
 * and what to do; members short of points are told how many they need.
 * A reward that cannot be redeemed today gets no action: its availability note says why.
 */
export function RedeemAction({ reward }: { reward: Reward }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const points = useAtomValue(pointsAtom);
  // The same rule as the catalogue's cards and the provider, so the three say the same thing.
  const standing = redeemStandingOf(useAtomValue(accountClassAtom), reward, points);
  if (reward.availability !== 'available') return null;
  const redeemPath = `/rewards/${reward.id}/redeem`;

  if (!authenticated) {
    return (
      <div className={styles.redeemAction}>
        <Link to={redeemPath} className={buttonClassName('primary')}>
          Log in to redeem
        </Link>
      </div>
    );
  }
  if (standing?.kind === 'not-allowed') {
    return (
      <div className={styles.redeemAction}>
        <p className={styles.redeemActionShort} data-testid="redeem-not-allowed">
          {standing.refusal.message}
        </p>
        <Link to={standing.refusal.nextStep.to} className={buttonClassName('primary')}>
          {standing.refusal.nextStep.label}
        </Link>
      </div>
    );
  }
  if (standing?.kind === 'short' && points !== null) {
    return (
      <div className={styles.redeemAction}>
        <p className={styles.redeemActionShort} data-testid="points-short">
          You need {formatPoints(standing.points)} more to redeem this reward. Your balance is {formatPoints(points)}.
        </p>
        <Link to="/rewards?sort=points-asc" className={buttonClassName('secondary')}>
          See rewards within reach
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.redeemAction}>
      <Link to={redeemPath} className={buttonClassName('primary')}>
        Redeem for {formatPoints(reward.points)}
      </Link>
    </div>
  );
}
