import type { RewardPage } from '@portal/contracts/provider/rewards';
import { withinReachOf } from '@portal/contracts/within-reach';
import { Link } from '@portal/router/react-router';
import { accountClassAtom, pointsAtom } from '@portal/session/session-atoms';
import { formatPoints } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import styles from './within-reach.module.css';

/**
 * "Within reach" on the dashboard: the rewards the member can redeem now (up to three, the
 * nearest to their balance) and the next one up with a bar of the points to go; for a guest or a
 * pending member, the step they need first. One rule with the reward cards (`withinReachOf`).
 */
export function WithinReachContent({ closestFirst }: { closestFirst: RewardPage }) {
  const reach = withinReachOf(closestFirst.content, useAtomValue(accountClassAtom), useAtomValue(pointsAtom));
  const nextId = useId();
  if (reach === null) return null;
  if (reach.kind === 'step-first') {
    return (
      <div className={styles.reach} data-testid="within-reach">
        <p>{reach.refusal.message}</p>
        <p className={styles.step}>
          <Link to={reach.refusal.nextStep.to}>{reach.refusal.nextStep.label}</Link>
        </p>
      </div>
    );
  }
  const { now, next } = reach;
  return (
    <div className={styles.reach} data-testid="within-reach">
      {now.length > 0 ? (
        <>
          <p className={styles.lead}>You can redeem these now:</p>
          <ul className={styles.now}>
            {now.map((reward) => (
              <li key={reward.id} data-testid="within-reach-now">
                <Link to={`/rewards/${reward.id}`} className={styles.reward}>
                  <span className={styles.name}>{reward.name}</span>
                  <span className={styles.points}>{formatPoints(reward.points)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.lead}>Your points don’t cover a reward yet.</p>
      )}
      {next ? (
        <div className={styles.next} data-testid="within-reach-next">
          <p id={nextId}>
            Next: <Link to={`/rewards/${next.reward.id}`}>{next.reward.name}</Link>,{' '}
            <strong>{formatPoints(next.toGo)} to go</strong>
          </p>
          <progress
            className={styles.bar}
            aria-labelledby={nextId}
            value={next.reward.points - next.toGo}
            max={next.reward.points}
          />
        </div>
      ) : null}
      <p className={styles.more}>
        <Link to="/rewards?sort=closest">See the rewards closest to your balance</Link>
      </p>
    </div>
  );
}
