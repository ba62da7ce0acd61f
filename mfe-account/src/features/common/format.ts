import { POINTS_UNIT } from '@portal/validation/constants';

/** How the account remote writes numbers, points, money and dates: Jamaican English, Jamaica time. */

const numberFormat = new Intl.NumberFormat('en-JM');
const moneyFormat = new Intl.NumberFormat('en-JM', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('en-JM', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-JM', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('en-JM', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Jamaica',
});
const timeFormat = new Intl.DateTimeFormat('en-JM', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Jamaica',
});
const monthFormat = new Intl.DateTimeFormat('en-JM', { month: 'short', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat('en-JM', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatNumber = (value: number): string => numberFormat.format(value);

export const formatPoints = (value: number): string => `${numberFormat.format(value)} ${POINTS_UNIT}`;

/** "+250 pts", "−1,200 pts" (a real minus sign). */
export function formatPointsChange(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return `${sign}${numberFormat.format(Math.abs(value))} ${POINTS_UNIT}`;
}

export const formatJmd = (value: number): string => `J$${moneyFormat.format(value)}`;

const utcDay = (day: string): Date => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** A calendar day (YYYY-MM-DD): "31 Dec 2026"; `long`: "31 December 2026". */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  return (style === 'long' ? longDayFormat : dayFormat).format(utcDay(day));
}

/** An instant, as a day in Jamaica. */
export const formatInstantDay = (iso: string): string => instantFormat.format(new Date(iso));

/** An instant's time of day in Jamaica: "2:15 pm". */
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

/** "2026-03" → "Mar". */
export const formatMonth = (month: string): string => monthFormat.format(utcDay(`${month}-01`));

/** "2026-03" → "March 2026". */
export const formatMonthYear = (month: string): string => monthYearFormat.format(utcDay(`${month}-01`));

/** "8765550142" → "(876) 555-0142". */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
