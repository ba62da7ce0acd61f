import { chars } from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from './pagination.ts';
import {
  IdempotencyKeySchema,
  REWARD_CATEGORIES_MAX,
  REWARD_QUERY_MAX_LENGTH,
  REWARD_SORT_VALUES,
  RewardListQuerySchema,
  RewardSearchQuerySchema,
} from './rewards.ts';

const slug = fc
  .tuple(chars('abcdefghijklmnopqrstuvwxyz0123456789', 1, 1), chars('abcdefghijklmnopqrstuvwxyz0123456789-', 0, 39))
  .map(([first, rest]) => first + rest);

describe('rewards search query, for any input', () => {
  it('never throws, and whatever it accepts is bounded: size, query length, category count and shape', () => {
    const anyValue = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.array(fc.string({ maxLength: 50 }), { maxLength: 30 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.record(
          { query: anyValue, categories: anyValue, sort: anyValue, size: anyValue, page: anyValue },
          { requiredKeys: [] },
        ),
        (query) => {
          for (const schema of [RewardSearchQuerySchema, RewardListQuerySchema]) {
            const result = v.safeParse(schema, query);
            if (!result.success) continue;
            const output = result.output as v.InferOutput<typeof RewardSearchQuerySchema>;
            if (output.size !== undefined) expect(output.size).toBeLessThanOrEqual(PAGE_SIZE_MAX);
            expect((output.query ?? '').length).toBeLessThanOrEqual(REWARD_QUERY_MAX_LENGTH);
            expect((output.categories ?? []).length).toBeLessThanOrEqual(REWARD_CATEGORIES_MAX);
            for (const category of output.categories ?? []) expect(category).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
          }
        },
      ),
    );
  });

  it('accepts categories repeated or comma-separated, in any case, as a lower-case list without repeats', () => {
    fc.assert(
      fc.property(fc.array(slug, { minLength: 1, maxLength: REWARD_CATEGORIES_MAX }), fc.boolean(), (slugs, asList) => {
        const typed = slugs.map((item, index) => (index % 2 ? item.toUpperCase() : item));
        const categories = asList ? typed : typed.join(' , ');
        const result = v.parse(RewardSearchQuerySchema, { categories });
        expect(result.categories).toEqual([...new Set(slugs)]);
      }),
    );
  });

  it('refuses more than 20 categories, a query over 100 characters and any other sort', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(slug, { minLength: REWARD_CATEGORIES_MAX + 1, maxLength: 40 }),
        fc.string({ minLength: REWARD_QUERY_MAX_LENGTH + 1, maxLength: 300 }).filter((q) => q.trim().length > 100),
        fc.string({ maxLength: 20 }).filter((s) => !['', ...REWARD_SORT_VALUES].includes(s)),
        (categories, query, sort) => {
          expect(v.is(RewardSearchQuerySchema, { categories })).toBe(false);
          expect(v.is(RewardSearchQuerySchema, { query })).toBe(false);
          expect(v.is(RewardSearchQuerySchema, { sort })).toBe(false);
        },
      ),
    );
  });
});

describe('idempotency keys, for any input', () => {
  it('accept 16–128 letters, digits and _.:- and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(chars('aZ09_.:-', 16, 128), fc.string({ maxLength: 140 }), fc.anything()), (key) => {
        expect(v.is(IdempotencyKeySchema, key)).toBe(typeof key === 'string' && /^[A-Za-z0-9_.:-]{16,128}$/.test(key));
      }),
    );
  });
});
