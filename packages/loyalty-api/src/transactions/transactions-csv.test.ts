import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './transactions-csv.ts';

describe('transactions CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('Hi-Lo, Liguanea')).toBe('"Hi-Lo, Liguanea"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField(-20)).toBe('-20');
    expect(csvField(null)).toBe('');
  });

  it('writes a purchase in Jamaica time with its receipt, points and bonus', () => {
    expect(
      csvLine({
        id: 1,
        // 04:30 UTC on 1 March is 23:30 on 28 February in Jamaica.
        occurredAt: '2026-03-01T04:30:00.000Z',
        kind: 'earn',
        description: 'Purchase',
        location: 'Hi-Lo, Liguanea',
        points: 198,
        amountJmd: 15_971,
        bonusPoints: 39,
      }),
    ).toBe('2026-02-28,23:30,Earned,Purchase,"Hi-Lo, Liguanea",15971.00,198,39\r\n');
  });
});
