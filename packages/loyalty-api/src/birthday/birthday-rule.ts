import { birthMonthOf, isBirthdayMonth } from '@portal/contracts/birthday-treat';
import { instantOfJamaicaWallClock, jamaicaWallClock } from '@portal/contracts/jamaica-time';

const DAY_MS = 86_400_000;

/** A treat issued near the end of the month is still good for at least this many days. */
const BIRTHDAY_TREAT_MIN_DAYS = 7;

export interface BirthdayTreatDue {
  /** The year it is for: one treat per member and year. */
  year: number;
  /** The birthday month, 1–12. */
  month: number;
  /** Its last moment: the end of the birthday month in Jamaica, or of the 7th day from now if later. */
  expiresAt: Date;
}

/**
 * Whether a member born on `birthdate` (`YYYY-MM-DD`) is due a birthday treat at `now`: in the
 * birthday month on Jamaica's wall clock (`isBirthdayMonth`, the rule the dashboard shares), with
 * the year it is for and when it expires. Null otherwise.
 */
export function birthdayTreatDue(birthdate: string, now: Date): BirthdayTreatDue | null {
  const month = birthMonthOf(birthdate);
  if (month === null || !isBirthdayMonth(birthdate, now)) return null;
  const wall = jamaicaWallClock(now);
  const year = wall.getUTCFullYear();
  // Day 0 of the next month is the month's last day; its last millisecond on Jamaica's clock.
  const endOfMonth = instantOfJamaicaWallClock(Date.UTC(year, month, 1) - 1);
  const lastDay = jamaicaWallClock(now.getTime() + BIRTHDAY_TREAT_MIN_DAYS * DAY_MS);
  const endOfWeek = instantOfJamaicaWallClock(
    Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate()) + DAY_MS - 1,
  );
  return { year, month, expiresAt: new Date(Math.max(endOfWeek.getTime(), endOfMonth.getTime())) };
}
