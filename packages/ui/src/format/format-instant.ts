import { jamaicaWallClock } from '@portal/contracts/jamaica-time';
import { dayWords, timeWords } from './day-words.ts';

/**
 * An instant (ISO date-time) as the day it was in Jamaica: "11 March 2027", `short`: "11 Mar 2027";
 * `time`: its time of day there, "3:45 pm". (A calendar day takes formatCalendarDay.)
 */
export function formatInstant(iso: string, part: 'short' | 'long' | 'time' = 'long'): string {
  const there = jamaicaWallClock(new Date(iso));
  return part === 'time' ? timeWords(there) : dayWords(there, part);
}
