import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-calendar-day.ts';
import { formatInstant } from './format-instant.ts';
import { formatJmd } from './format-jmd.ts';
import { formatNumber } from './format-number.ts';
import { formatPoints } from './format-points.ts';

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
});
