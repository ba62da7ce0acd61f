import { describe, expect, it } from 'vitest';
import { toPrefixQuery } from './catalogue-query.ts';

describe('search words → tsquery', () => {
  it('makes every word a prefix and requires them all', () => {
    expect(toPrefixQuery('Fresh  produce')).toBe('fresh:* & produce:*');
    expect(toPrefixQuery('café 1,000')).toBe('café:* & 1:* & 000:*');
  });

  it('lets nothing but letters and digits through, so no input is tsquery syntax', () => {
    expect(toPrefixQuery("dunn's | river & !falls:* (x)")).toBe('dunn:* & s:* & river:* & falls:* & x:*');
    expect(toPrefixQuery("'&|!:*()")).toBeNull();
    expect(toPrefixQuery('   ')).toBeNull();
    expect(toPrefixQuery(undefined)).toBeNull();
  });

  it('keeps at most eight different words', () => {
    expect(toPrefixQuery('a b c d e f g h i j a')?.split(' & ')).toHaveLength(8);
    expect(toPrefixQuery('fuel FUEL fuel')).toBe('fuel:*');
  });
});
