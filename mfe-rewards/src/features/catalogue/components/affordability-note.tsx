import type { Reward } from '@portal/contracts/provider/rewards';
import { pointsAtom } from '@portal/session/session-atoms';
import { formatPoints } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import { affordabilityOf } from '../api/affordability.ts';
import styles from './member-catalogue.module.css';

/** "You can redeem this" or "1,480 pts to go" on a reward card, from the member's balance. */
export function AffordabilityNote({ reward }: { reward: Pick<Reward, 'points' | 'availability'> }) {
  const affordability = affordabilityOf(reward, useAtomValue(pointsAtom));
  if (!affordability) return null;
  return affordability.kind === 'can-redeem' ? (
    <p className={`${styles.affordability} ${styles.affordable}`} data-testid="affordability">
      You can redeem this
    </p>
  ) : (
    <p className={styles.affordability} data-testid="affordability">
      {formatPoints(affordability.points)} to go
    </p>
  );
}
