import type { TierGoal, TierProgress } from '@portal/contracts/provider/tier';
import { formatNumber } from '@portal/ui/format/format-number';
import { formatPoints } from '@portal/ui/format/format-points';
import { useId } from 'react';
import { tierGoalLabel } from '../tier-goal-label.ts';
import styles from './tier-progress.module.css';

function GoalBar({
  goal,
  kind,
  earned,
  year,
}: {
  goal: TierGoal;
  kind: 'keep' | 'reach';
  earned: number;
  year: number;
}) {
  const id = useId();
  return (
    <div className={styles.goal} data-testid={`tier-${kind}`}>
      <p id={id} className={styles.goalLabel}>
        {tierGoalLabel(goal, kind)}
      </p>
      <progress
        className={styles.bar}
        aria-labelledby={id}
        value={Math.min(earned, goal.threshold)}
        max={goal.threshold}
      />
      <p className={styles.figures}>
        {formatNumber(Math.min(earned, goal.threshold))} of {formatPoints(goal.threshold)} earned in {year}
      </p>
    </div>
  );
}

/**
 * The member's tier on the dashboard (docs/decisions/0030-tier-progress.md): its name, what
 * it gives, and the goals for next year as bars with their figures — keeping this tier, and
 * reaching the one above.
 */
export function TierProgressContent({ progress }: { progress: TierProgress }) {
  const { tier, keep, reach, earnedThisYear, year } = progress;
  return (
    <div className={styles.tier}>
      <p className={styles.name} data-testid="tier-name">
        {tier.name}
      </p>
      <ul className={styles.perks}>
        {tier.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {keep ? <GoalBar goal={keep} kind="keep" earned={earnedThisYear} year={year} /> : null}
      {reach ? <GoalBar goal={reach} kind="reach" earned={earnedThisYear} year={year} /> : null}
      <p className={styles.note}>
        Your purchases this year earned <strong data-testid="tier-earned">{formatPoints(earnedThisYear)}</strong>, tier
        bonus included. Tiers for {year + 1} are set from them in January.
      </p>
    </div>
  );
}
