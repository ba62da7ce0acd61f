import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from './pagination.ts';
import { VOUCHER_SEARCH_SORTS, VOUCHER_STATUSES, VoucherIdParamsSchema, VoucherSearchQuerySchema } from './vouchers.ts';

describe('vouchers search query, for any input', () => {
  it('never throws; whatever it accepts is bounded and names only known statuses, once each', () => {
    const anyValue = fc.oneof(
      fc.constantFrom(...VOUCHER_STATUSES),
      fc.array(fc.oneof(fc.constantFrom(...VOUCHER_STATUSES), fc.string()), { maxLength: 12 }),
      fc.string(),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.record({ status: anyValue, sort: anyValue, size: anyValue, page: anyValue }, { requiredKeys: [] }),
        (query) => {
          const result = v.safeParse(VoucherSearchQuerySchema, query);
          if (!result.success) return;
          const { status, size, sort } = result.output;
          if (size !== undefined) expect(size).toBeLessThanOrEqual(PAGE_SIZE_MAX);
          if (sort !== undefined) expect(VOUCHER_SEARCH_SORTS).toContain(sort);
          for (const one of status ?? []) expect(VOUCHER_STATUSES).toContain(one);
          expect(new Set(status ?? []).size).toBe((status ?? []).length);
        },
      ),
    );
  });

  it('accepts one status or a repeated one, as a list without repeats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...VOUCHER_STATUSES), { minLength: 1, maxLength: VOUCHER_STATUSES.length }),
        (statuses) => {
          const status = statuses.length === 1 ? statuses[0] : statuses;
          expect(v.parse(VoucherSearchQuerySchema, { status }).status).toEqual([...new Set(statuses)]);
        },
      ),
    );
  });
});

describe('voucher id parameter, for any input', () => {
  it('is 1 to 12 digits (an id or a voucher number) and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat().map(String), fc.string({ maxLength: 16 }), fc.constant('../1')), (id) => {
        expect(v.is(VoucherIdParamsSchema, { id })).toBe(/^\d{1,12}$/.test(id));
      }),
    );
  });
});
