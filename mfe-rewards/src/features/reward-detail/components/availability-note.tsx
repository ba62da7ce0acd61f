import type { Reward } from '@portal/contracts/provider/rewards';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { FEW_LEFT } from '../../catalogue/components/availability-badge.tsx';
import styles from './availability-note.module.css';

/** The reward's availability in a sentence, on the detail and redeem pages. */
export function availabilitySentence(reward: Reward): string {
  switch (reward.availability) {
    case 'upcoming':
      return `Coming soon: you can redeem this reward from ${formatCalendarDay(reward.activeDate)}.`;
    case 'sold-out':
      return 'Sold out: all vouchers for this reward have been redeemed.';
    case 'ended':
      return 'This reward is no longer available.';
    default: {
      const parts = ['Available now'];
      if (reward.stock !== null && reward.stock <= FEW_LEFT) parts.push(`only ${reward.stock} left`);
      if (reward.endDate) parts.push(`until ${formatCalendarDay(reward.endDate)}`);
      return `${parts.join(', ')}.`;
    }
  }
}

/** The note's colour by availability; plainly available keeps the plain look. */
const NOTE_CLASS: Readonly<Record<Reward['availability'], string | undefined>> = {
  available: '',
  upcoming: styles.availabilityNoteUpcoming,
  'sold-out': styles.availabilityNoteSoldOut,
  ended: styles.availabilityNoteEnded,
};

export function AvailabilityNote({ reward }: { reward: Reward }) {
  return (
    <p className={`${styles.availabilityNote} ${NOTE_CLASS[reward.availability]}`} data-testid="reward-availability">
      {availabilitySentence(reward)}
    </p>
  );
}
