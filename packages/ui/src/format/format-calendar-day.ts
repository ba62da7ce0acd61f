import { dayWords } from './day-words.ts';

/**
 * A calendar day (`YYYY-MM-DD`, or the day part of one): "5 December 2026", `short`: "5 Dec 2026".
 * A day has no time zone: it is read as written, never shifted (an instant takes formatInstant).
 */
export function formatCalendarDay(day: string, length: 'short' | 'long' = 'long'): string {
  return dayWords(new Date(`${day.slice(0, 10)}T00:00:00Z`), length);
}
