import { describe, expect, it } from 'vitest';
import { expiryBatches, jamaicaToday, quarterLabel, quarterOf } from './points-expiry.ts';

const at = (iso: string): Date => new Date(iso);

describe('points expiry rule', () => {
  it('expires a quarter’s points at the end of the same quarter a year later, in Jamaica time', () => {
    expect(quarterOf(at('2025-05-10T15:00:00Z'))).toEqual({
      earnedFrom: '2025-04-01',
      earnedTo: '2025-06-30',
      expiresOn: '2026-06-30',
    });
    // 02:00 UTC on 1 January is still 31 December in Kingston.
    expect(quarterOf(at('2026-01-01T02:00:00Z')).earnedFrom).toBe('2025-10-01');
    expect(quarterOf(at('2024-02-10T12:00:00Z')).expiresOn).toBe('2025-03-31');
    expect(quarterOf(at('2023-02-10T12:00:00Z')).expiresOn).toBe('2024-03-31');
    expect(jamaicaToday(at('2026-11-22T04:59:00Z'))).toBe('2026-11-21');
    expect(quarterLabel({ earnedFrom: '2025-04-01', earnedTo: '2025-06-30' })).toBe('Apr–Jun 2025');
  });

  it('uses the oldest points first', () => {
    const batches = expiryBatches(
      [
        { occurredAt: at('2025-02-01T12:00:00Z'), points: 100 },
        { occurredAt: at('2025-05-01T12:00:00Z'), points: 200 },
        { occurredAt: at('2025-06-01T12:00:00Z'), points: -150 },
        { occurredAt: at('2025-08-01T12:00:00Z'), points: 50 },
      ],
      200,
    );
    expect(batches.map((batch) => [batch.earnedFrom, batch.earned, batch.remaining])).toEqual([
      ['2025-01-01', 100, 0],
      ['2025-04-01', 200, 150],
      ['2025-07-01', 50, 50],
    ]);
  });

  it('never schedules more than the balance', () => {
    const batches = expiryBatches(
      [
        { occurredAt: at('2025-02-01T12:00:00Z'), points: 100 },
        { occurredAt: at('2025-05-01T12:00:00Z'), points: 100 },
      ],
      60,
    );
    expect(batches.map((batch) => batch.remaining)).toEqual([0, 60]);
  });
});
