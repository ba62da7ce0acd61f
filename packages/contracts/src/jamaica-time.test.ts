import { describe, expect, it } from 'vitest';
import { instantOfJamaicaWallClock, JAMAICA_OFFSET_MS, jamaicaDayNumber, jamaicaWallClock } from './jamaica-time.ts';

describe('Jamaica time (UTC−5 all year)', () => {
  it('reads the wall clock five hours behind UTC, in winter and summer alike', () => {
    expect(JAMAICA_OFFSET_MS).toBe(-5 * 3_600_000);
    expect(jamaicaWallClock(new Date('2026-01-15T04:59:00Z')).toISOString()).toBe('2026-01-14T23:59:00.000Z');
    expect(jamaicaWallClock(new Date('2026-07-15T05:00:00Z')).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('turns a wall-clock time back into the instant', () => {
    expect(instantOfJamaicaWallClock(Date.UTC(2026, 10, 22)).toISOString()).toBe('2026-11-22T05:00:00.000Z');
    const now = Date.parse('2026-03-08T12:34:56Z');
    expect(instantOfJamaicaWallClock(jamaicaWallClock(now).getTime()).getTime()).toBe(now);
  });

  it('changes day at midnight in Jamaica, not at midnight UTC', () => {
    const evening = jamaicaDayNumber(Date.parse('2026-11-22T04:59:59Z'));
    expect(jamaicaDayNumber(Date.parse('2026-11-22T00:30:00Z'))).toBe(evening);
    expect(jamaicaDayNumber(Date.parse('2026-11-22T05:00:00Z'))).toBe(evening + 1);
  });
});
