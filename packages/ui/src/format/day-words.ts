/**
 * The names of the months as the portal writes them (en-JM): "September", and short "Sept" — the
 * glossary's word, not "Sep" (docs/decisions/0019-glossary.md).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month (0–11) as written: `long` "September", `short` "Sept" (the first three letters otherwise). */
export function monthName(month: number, length: 'short' | 'long'): string {
  const name = MONTHS[month] ?? '';
  return length === 'long' ? name : name === 'September' ? 'Sept' : name.slice(0, 3);
}

/** A date that is no date is refused as `Intl` refused it: no "NaN" on a member's page. */
function checked(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
}

/**
 * The day a Date's UTC fields read, as the portal writes a day: "5 December 2026", `short`
 * "5 Dec 2026". The caller puts the day it means in the UTC fields (a calendar day as written, or
 * Jamaica's wall clock: `jamaicaWallClock`).
 *
 * Why not `Intl.DateTimeFormat`: it printed the same words (the tests hold them side by side), but
 * the first en-JM formatter a page makes loads the locale's data, 60–100 ms of one hydration task
 * at phone speed on a member's / (docs/performance.md, "Lighthouse"), and a day in one locale and
 * a zone with one offset all year needs none of it. The same words on the server and in every
 * browser, too, whatever their ICU: a hydrated page never differs from the server's by a month.
 */
export function dayWords(utcFields: Date, length: 'short' | 'long'): string {
  checked(utcFields);
  return `${utcFields.getUTCDate()} ${monthName(utcFields.getUTCMonth(), length)} ${utcFields.getUTCFullYear()}`;
}

/** The time of day a Date's UTC fields read, on a 12-hour clock: "3:45 pm", "12:05 am". */
export function timeWords(utcFields: Date): string {
  checked(utcFields);
  const hours = utcFields.getUTCHours();
  const minutes = String(utcFields.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
