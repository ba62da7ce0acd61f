import { TRANSACTION_KINDS } from '@portal/contracts/provider/account';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerBalance, ledgerSourceOf, ledgerTotals } from './ledger-source.ts';

describe('ledgerTotals', () => {
  it('adds up to the sum of any rows: earned − spent + refunded − expired ± adjusted', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ kind: fc.constantFrom(...TRANSACTION_KINDS), points: fc.integer({ min: -50_000, max: 50_000 }) }),
        ),
        (rows) => {
          const totals = ledgerTotals(rows);
          expect(ledgerBalance(totals)).toBe(rows.reduce((sum, row) => sum + row.points, 0));
        },
      ),
    );
  });

  it('tells a refund from a redemption by its direction', () => {
    expect(ledgerSourceOf('redeem', 9_500)).toBe('refunded');
    expect(ledgerSourceOf('redeem', -9_500)).toBe('spentOnRewards');
    expect(
      ledgerTotals([
        { kind: 'redeem', points: -9_500 },
        { kind: 'redeem', points: 9_500 },
        { kind: 'promo', points: 100 },
      ]),
    ).toEqual({ earned: 100, spentOnRewards: 9_500, refunded: 9_500, expired: 0, adjusted: 0 });
  });
});
