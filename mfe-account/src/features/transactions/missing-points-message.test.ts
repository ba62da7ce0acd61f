import { describe, expect, it } from 'vitest';
import { missingPointsMessage } from './missing-points-message.ts';

describe('missingPointsMessage', () => {
  it('names the transaction, its time in Jamaica, the store, the receipt and the points', () => {
    expect(
      missingPointsMessage({
        id: 4_211,
        occurredAt: '2026-11-03T19:05:00.000Z',
        kind: 'earn',
        description: 'Purchase',
        location: 'Hi-Lo, Liguanea',
        points: 15,
        amountJmd: 1_520.5,
        bonusPoints: 0,
      }),
    ).toBe(
      'I think points are missing from transaction 4211: Purchase on 3 November 2026, 2:05 pm at Hi-Lo, Liguanea (receipt J$1,520.50) — 15 points were credited. I expected: ',
    );
  });
});
