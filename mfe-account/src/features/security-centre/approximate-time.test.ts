import { describe, expect, it } from 'vitest';
import { approximateTime } from './approximate-time.ts';

const NOW = Date.parse('2026-11-24T15:00:00Z');
const ago = (ms: number): string => new Date(NOW - ms).toISOString();

describe('approximateTime', () => {
  it.each([
    [0, 'just now'],
    [119_000, 'just now'],
    [120_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000 + 59 * 60_000, '23 hours ago'],
    [24 * 3_600_000, 'yesterday'],
    [12 * 86_400_000 + 3_600_000, '12 days ago'],
  ])('%i ms ago reads "%s"', (ms, expected) => {
    expect(approximateTime(ago(ms), NOW)).toBe(expected);
  });

  it('reads an instant a clock ahead of ours as just now, never as the future', () => {
    expect(approximateTime(new Date(NOW + 90_000).toISOString(), NOW)).toBe('just now');
  });
});
