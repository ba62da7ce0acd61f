import { describe, expect, it } from 'vitest';
import { endOfJamaicaDayAfter } from './voucher-dates.ts';

describe('voucher validity in Jamaica (UTC−5)', () => {
  it('ends at 23:59:59.999 Jamaica time on the last day', () => {
    // 10 am in Kingston on 1 March 2026 + 90 days → the end of 30 May 2026 in Kingston.
    expect(endOfJamaicaDayAfter(new Date('2026-03-01T15:00:00Z'), 90).toISOString()).toBe('2026-05-31T04:59:59.999Z');
  });

  it('counts the day in Jamaica, not in UTC', () => {
    // 9 pm on 1 March in Kingston is already 2 March in UTC: still 1 March + 1 day.
    expect(endOfJamaicaDayAfter(new Date('2026-03-02T02:00:00Z'), 1).toISOString()).toBe('2026-03-03T04:59:59.999Z');
  });
});
