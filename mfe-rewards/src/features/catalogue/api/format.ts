import { POINTS_UNIT } from '@portal/validation/constants';

const numbers = new Intl.NumberFormat('en-JM', { maximumFractionDigits: 2 });
const calendarDays = new Intl.DateTimeFormat('en-JM', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const jamaicaDays = new Intl.DateTimeFormat('en-JM', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Jamaica',
});

/** "1,500 pts" (requirements §21.5 points unit). */
export const formatPoints = (points: number): string => `${numbers.format(points)} ${POINTS_UNIT}`;

/** "J$1,600": Jamaican dollars as members write them. */
export const formatJmd = (amount: number): string => `J$${numbers.format(amount)}`;

/** A calendar date from the provider (YYYY-MM-DD): "5 December 2026". */
export const formatDate = (isoDate: string): string => calendarDays.format(new Date(`${isoDate}T00:00:00Z`));

/** A moment (ISO date-time) as its day in Jamaica. */
export const formatDay = (isoDateTime: string): string => jamaicaDays.format(new Date(isoDateTime));
