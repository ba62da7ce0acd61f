import { describe, expect, it } from 'vitest';
import { monthName } from './day-words.ts';
import { formatCalendarDay } from './format-calendar-day.ts';
import { formatInstant } from './format-instant.ts';
import { formatJmd } from './format-jmd.ts';
import { formatNumber } from './format-number.ts';
import { formatPoints } from './format-points.ts';
import { numberWords } from './number-words.ts';

describe('the one format layer (docs/decisions/0018-format-layer-and-jamaica-time.md)', () => {
  it('writes money as J$ with cents, whatever the amount', () => {
    // Before: "J$1,000.00" (account), "J$950.5" (rewards), "J$950.50" / "J$1,000" (vouchers).
    expect(formatJmd(1000)).toBe('J$1,000.00');
    expect(formatJmd(950.5)).toBe('J$950.50');
    expect(formatJmd(0)).toBe('J$0.00');
    expect(formatJmd(1234567.891)).toBe('J$1,234,567.89');
  });

  it('writes counts and points with thousands separators and the points unit', () => {
    expect(formatNumber(1950)).toBe('1,950');
    expect(formatPoints(1950)).toBe('1,950 pts');
    expect(formatPoints(0)).toBe('0 pts');
  });

  it('writes a calendar day as written, in any time zone', () => {
    expect(formatCalendarDay('2026-12-05')).toBe('5 December 2026');
    expect(formatCalendarDay('2026-12-05', 'short')).toBe('5 Dec 2026');
    // The day part of a date-time is the day; it is never shifted to Jamaica.
    expect(formatCalendarDay('2026-12-31T23:00:00Z')).toBe('31 December 2026');
  });

  it('writes an instant as the day and time it was in Jamaica', () => {
    // 02:30 UTC on 1 January is still New Year's Eve in Jamaica (UTC−5).
    expect(formatInstant('2027-01-01T02:30:00Z')).toBe('31 December 2026');
    expect(formatInstant('2027-01-01T02:30:00Z', 'short')).toBe('31 Dec 2026');
    expect(formatInstant('2027-03-11T20:45:00Z', 'time')).toBe('3:45 pm');
  });

  it('writes a time of day on a 12-hour clock, midnight and noon as 12', () => {
    expect(formatInstant('2027-03-11T05:05:00Z', 'time')).toBe('12:05 am');
    expect(formatInstant('2027-03-11T17:00:00Z', 'time')).toBe('12:00 pm');
    expect(formatInstant('2027-03-11T04:59:00Z', 'time')).toBe('11:59 pm');
  });

  it('writes the months as the glossary does: "Sept", never "Sep"', () => {
    expect(Array.from({ length: 12 }, (_, month) => monthName(month, 'short'))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(formatCalendarDay('2026-09-05', 'short')).toBe('5 Sept 2026');
    expect(formatCalendarDay('2026-09-05')).toBe('5 September 2026');
  });

  it('refuses a date that is no date, as Intl did, rather than write "NaN"', () => {
    expect(() => formatInstant('not a date')).toThrow(RangeError);
    expect(() => formatCalendarDay('2026-13-45')).toThrow(RangeError);
  });

  it('writes every day and time as Intl.DateTimeFormat for en-JM in Jamaica did before it', () => {
    // Why: the words are written by hand since 29 Nov (day-words.ts); a member must read what they
    // read before. Every day of three years, at a time that moves through the day.
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-JM', { ...options, timeZone: 'America/Jamaica' });
    const short = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const time = intl({ hour: 'numeric', minute: '2-digit' });
    for (let day = 0; day < 3 * 366; day++) {
      const at = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + ((day * 37) % 1440) * 60_000);
      const iso = at.toISOString();
      expect(formatInstant(iso, 'short'), iso).toBe(short.format(at));
      expect(formatInstant(iso), iso).toBe(long.format(at));
      expect(formatInstant(iso, 'time'), iso).toBe(time.format(at));
    }
  });

  it('writes every number as Intl.NumberFormat for en-JM did before it, rounding as it did', () => {
    // Why: the digits are written by hand since 29 Nov (number-words.ts); a member must read what
    // they read before, money and points alike.
    const counts = new Intl.NumberFormat('en-JM');
    const money = new Intl.NumberFormat('en-JM', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const edges = [0, -0, -0.0001, 0.0005, 1.005, 2.5, 0.125, 1234.5675, 999.9995, 999999.9995, 1e21, 1.5e22, 5e-7];
    const values = [...edges, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];
    for (let i = 0; i < 4000; i++) {
      const whole = Math.floor(((i * 7919) % 10007) ** ((i % 4) + 1) / 7);
      values.push(whole, -whole, whole + (i % 1000) / 1000, whole + (i % 100) / 100 + 0.005, -(whole + (i % 10) / 10));
    }
    for (const value of values) {
      expect(formatNumber(value), String(value)).toBe(counts.format(value));
      expect(formatJmd(value), String(value)).toBe(`J$${money.format(value)}`);
    }
    expect(numberWords(1234.5, 2, 2)).toBe('1,234.50');
  });
});
