import { formatNumber } from '@portal/ui/format/format-number';
import { POINTS_UNIT } from '@portal/ui/format/format-points';
import { lazily } from '@portal/ui/format/lazily';

/**
 * What only the account remote writes: points changes, months and phone numbers. Money, points,
 * days and instants come from @portal/ui/format, like every other app's.
 */

// Made on first use (lazily.ts says why): most pages that load this module show no month.
const monthFormat = lazily(() => new Intl.DateTimeFormat('en-JM', { month: 'short', timeZone: 'UTC' }));
const monthYearFormat = lazily(
  () => new Intl.DateTimeFormat('en-JM', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** "+250 pts", "−1,200 pts" (a real minus sign). */
export function formatPointsChange(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return `${sign}${formatNumber(Math.abs(value))} ${POINTS_UNIT}`;
}

const firstOf = (month: string): Date => new Date(`${month}-01T00:00:00Z`);

/** "2026-03" → "Mar". */
export const formatMonth = (month: string): string => monthFormat().format(firstOf(month));

/** "2026-03" → "March 2026". */
export const formatMonthYear = (month: string): string => monthYearFormat().format(firstOf(month));

/** "8765550142" → "(876) 555-0142". */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
