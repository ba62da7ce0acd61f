import type { Reward } from '@portal/contracts/provider/rewards';
import { redeemStandingOf } from '@portal/contracts/redeem-standing';
import { accountClassAtom, pointsAtom } from '@portal/session/session-atoms';
import { formatPoints } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import styles from './member-catalogue.module.css';

/**
 * What a reward card tells a signed-in member: "You can redeem this", "1,480 pts to go", or — for a
 * guest or a pending member, whatever their balance — the step they need first. The same rule as
 * the reward's page and the provider (`redeemStandingOf`).
 */
export function AffordabilityNote({ reward }: { reward: Pick<Reward, 'points' | 'availability'> }) {
  const standing = redeemStandingOf(useAtomValue(accountClassAtom), reward, useAtomValue(pointsAtom));
  if (!standing) return null;
  switch (standing.kind) {
    case 'can-redeem':
      return (
        <p className={`${styles.affordability} ${styles.affordable}`} data-testid="affordability">
          You can redeem this
        </p>
      );
    case 'short':
      return (
        <p className={styles.affordability} data-testid="affordability">
          {formatPoints(standing.points)} to go
        </p>
      );
    case 'not-allowed':
      return (
        <p className={styles.affordability} data-testid="affordability" data-reason={standing.refusal.reason}>
          {standing.refusal.firstStep}
        </p>
      );
  }
}
