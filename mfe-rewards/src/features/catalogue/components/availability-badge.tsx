import type { Reward } from '@portal/contracts/provider/rewards';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import styles from './availability-badge.module.css';

/** Below this many left, members are told how many remain. */
export const FEW_LEFT = 10;

const TONE_CLASS = {
  info: styles.availabilityInfo,
  muted: styles.availabilityMuted,
  warning: styles.availabilityWarning,
} as const;

/** A short note on a reward that cannot be redeemed yet, or will not be for long. Nothing when plainly available. */
export function AvailabilityBadge({ reward }: { reward: Reward }) {
  const { text, tone } = availabilityOf(reward);
  if (!text) return null;
  return <span className={`${styles.availability} ${TONE_CLASS[tone]}`}>{text}</span>;
}

function availabilityOf(reward: Reward): { text: string; tone: 'info' | 'muted' | 'warning' } {
  switch (reward.availability) {
    case 'upcoming':
      return { text: `Coming ${formatCalendarDay(reward.activeDate)}`, tone: 'info' };
    case 'sold-out':
      return { text: 'Sold out', tone: 'muted' };
    case 'ended':
      return { text: 'No longer available', tone: 'muted' };
    default:
      if (reward.stock !== null && reward.stock <= FEW_LEFT)
        return { text: `Only ${reward.stock} left`, tone: 'warning' };
      return { text: '', tone: 'info' };
  }
}
