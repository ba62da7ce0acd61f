import { chars, digits } from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX, PagingQuerySchema } from './pagination.ts';

/** Query-string values as a client may send them: digits, signs, words, or repeated (an array). */
const queryValue = fc.oneof(
  digits(0, 8),
  chars('0123456789-+.e ', 0, 8),
  fc.string({ maxLength: 10 }),
  fc.array(digits(1, 3), { maxLength: 3 }),
  fc.anything(),
);

describe('paging query, for any input', () => {
  it('never throws, and whatever it accepts is a bounded page', () => {
    fc.assert(
      fc.property(
        fc.record({ page: queryValue, size: queryValue, shouldPage: queryValue }, { requiredKeys: [] }),
        (query) => {
          const result = v.safeParse(PagingQuerySchema, query);
          if (!result.success) return;
          const { page, size, shouldPage } = result.output;
          if (size !== undefined) {
            expect(Number.isInteger(size)).toBe(true);
            expect(size).toBeGreaterThanOrEqual(1);
            expect(size).toBeLessThanOrEqual(PAGE_SIZE_MAX);
          }
          if (page !== undefined) {
            expect(Number.isInteger(page)).toBe(true);
            expect(page).toBeGreaterThanOrEqual(0);
            expect(page).toBeLessThan(1_000_000);
          }
          expect([undefined, 'true', 'false']).toContain(shouldPage);
        },
      ),
    );
  });

  it('accepts every size from 1 to 100 and every page up to 999999, as numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PAGE_SIZE_MAX }), fc.integer({ min: 0, max: 999_999 }), (size, page) => {
        expect(v.parse(PagingQuerySchema, { size: String(size), page: String(page), shouldPage: 'true' })).toEqual({
          size,
          page,
          shouldPage: 'true',
        });
      }),
    );
  });

  it('refuses a size of 0, over 100, negative or not a whole number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant('0'),
          fc.integer({ min: PAGE_SIZE_MAX + 1, max: 10 ** 9 }).map(String),
          fc.integer({ min: 1, max: 100 }).map((n) => `-${n}`),
          fc.double({ min: 0.1, max: 99.9, noInteger: true }).map(String),
        ),
        (size) => {
          expect(v.is(PagingQuerySchema, { size })).toBe(false);
        },
      ),
    );
  });
});
