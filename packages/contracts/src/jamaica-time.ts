/**
 * Jamaica time, for every rule that counts calendar days: voucher validity, points expiry, the
 * pop-up's day, "expires in 3 days". Jamaica keeps UTC−5 all year (no daylight saving since
 * 1983), so a fixed offset is exact and the same on a server in any time zone.
 */

/** The IANA zone, for `Intl.DateTimeFormat`. */
export const JAMAICA_TIME_ZONE = 'America/Jamaica';

/** Jamaica's offset from UTC: the wall clock in Jamaica reads UTC + this (−5 h). */
export const JAMAICA_OFFSET_MS = -5 * 3_600_000;

const DAY_MS = 86_400_000;

/** Jamaica's wall clock at an instant, as a Date whose UTC fields read Jamaican time. */
export function jamaicaWallClock(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + JAMAICA_OFFSET_MS);
}

/** The instant at which Jamaica's wall clock reads the given UTC-fields time (the inverse). */
export function instantOfJamaicaWallClock(wallClockMs: number): Date {
  return new Date(wallClockMs - JAMAICA_OFFSET_MS);
}

/** The number of the calendar day in Jamaica at an instant (days since 1 Jan 1970 there). */
export function jamaicaDayNumber(instant: Date | number): number {
  return Math.floor(jamaicaWallClock(instant).getTime() / DAY_MS);
}
