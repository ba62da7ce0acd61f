import type { TierGoal } from '@portal/contracts/provider/tier';
import { formatPoints } from '@portal/ui/format/format-points';

/**
 * What a tier goal says (docs/decisions/0030-tier-progress.md): "20 pts to keep Gold for
 * 2027" / "Gold is yours for 2027"; "1,480 pts to reach Gold" / "You’ve reached Gold for 2027".
 */
export function tierGoalLabel(goal: TierGoal, kind: 'keep' | 'reach'): string {
  if (kind === 'keep') {
    return goal.remaining > 0
      ? `${formatPoints(goal.remaining)} to keep ${goal.tier} for ${goal.forYear}`
      : `${goal.tier} is yours for ${goal.forYear}`;
  }
  return goal.remaining > 0
    ? `${formatPoints(goal.remaining)} to reach ${goal.tier}`
    : `You’ve reached ${goal.tier} for ${goal.forYear}`;
}
