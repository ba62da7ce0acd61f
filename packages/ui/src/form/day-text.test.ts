import { describe, expect, it } from 'vitest';
import { dayTextOf, isoDayOf } from './day-text.ts';

describe('days typed day first', () => {
  it('reads day/month/year as members in Jamaica write it, and the ISO day autofill gives', () => {
    expect(isoDayOf('17/05/1992')).toBe('1992-05-17');
    expect(isoDayOf(' 7/5/1992 ')).toBe('1992-05-07');
    expect(isoDayOf('17-05-1992')).toBe('1992-05-17');
    expect(isoDayOf('17.05.1992')).toBe('1992-05-17');
    expect(isoDayOf('1992-05-17')).toBe('1992-05-17');
  });

  it('refuses what is not a whole, real day (no month first, no 31 April)', () => {
    for (const text of ['', '17/05', '17/05/92', '05/17/1992', '31/04/2001', '29/02/2001', 'tomorrow']) {
      expect(isoDayOf(text), text).toBeNull();
    }
    expect(isoDayOf('29/02/2000')).toBe('2000-02-29');
  });

  it('shows a stored day day first, and anything else as it is', () => {
    expect(dayTextOf('1992-05-17')).toBe('17/05/1992');
    expect(dayTextOf('17/05')).toBe('17/05');
    expect(dayTextOf('')).toBe('');
  });
});
