import { JAMAICA_TIME_ZONE } from '@portal/contracts/jamaica-time';
import { lazily } from './lazily.ts';

const formats = {
  short: lazily(
    () =>
      new Intl.DateTimeFormat('en-JM', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: JAMAICA_TIME_ZONE,
      }),
  ),
  long: lazily(
    () =>
      new Intl.DateTimeFormat('en-JM', { day: 'numeric', month: 'long', year: 'numeric', timeZone: JAMAICA_TIME_ZONE }),
  ),
  time: lazily(
    () => new Intl.DateTimeFormat('en-JM', { hour: 'numeric', minute: '2-digit', timeZone: JAMAICA_TIME_ZONE }),
  ),
} as const;

/**
 * An instant (ISO date-time) as the day it was in Jamaica: "11 March 2027", `short`: "11 Mar 2027";
 * `time`: its time of day there, "3:45 pm". (A calendar day takes formatCalendarDay.)
 */
export function formatInstant(iso: string, part: 'short' | 'long' | 'time' = 'long'): string {
  return formats[part]().format(new Date(iso));
}
