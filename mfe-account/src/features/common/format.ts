import { monthName } from '@portal/ui/format/day-words';
import { formatNumber } from '@portal/ui/format/format-number';
import { POINTS_UNIT } from '@portal/ui/format/format-points';

/**
 * What only the account remote writes: points changes, months and phone numbers. Money, points,
 * days and instants come from @portal/ui/format, like every other app's.
 */

/** "+250 pts", "−1,200 pts" (a real minus sign). */
export function formatPointsChange(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return `${sign}${formatNumber(Math.abs(value))} ${POINTS_UNIT}`;
}

/** The month (0–11) of a "2026-03". */
const monthOf = (month: string): number => Number(month.slice(5, 7)) - 1;

/** "2026-03" → "Mar" ("Sept" for September, as the glossary writes it). */
export const formatMonth = (month: string): string => monthName(monthOf(month), 'short');

/** "2026-03" → "March 2026". */
export const formatMonthYear = (month: string): string => `${monthName(monthOf(month), 'long')} ${month.slice(0, 4)}`;

/** "8765550142" → "(876) 555-0142". */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
