import { REWARD_SORT_VALUES, REWARD_SORTS } from '@portal/contracts/provider/rewards';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, providerSortOf, SORT_OPTIONS, sortKeyOf } from './sort-options.ts';

describe('sort mapping (requirements §10.2)', () => {
  it('maps each option to the value the provider is sent', () => {
    expect(providerSortOf('featured')).toBeUndefined();
    expect(providerSortOf('points-asc')).toBe('v.points,asc');
    expect(providerSortOf('points-desc')).toBe('v.points,desc');
    expect(providerSortOf('newest')).toBe('activeDate');
  });

  it('offers exactly the four options of the requirements, none first', () => {
    expect(SORT_OPTIONS.map((option) => option.sort ?? '')).toEqual(REWARD_SORTS.map((option) => option.value));
    expect(SORT_OPTIONS.flatMap((option) => (option.sort ? [option.sort] : []))).toEqual([...REWARD_SORT_VALUES]);
    expect(SORT_OPTIONS[0]?.key).toBe(DEFAULT_SORT);
  });

  it('reads URL values, the provider’s own values too, and falls back to none', () => {
    expect(sortKeyOf('points-desc')).toBe('points-desc');
    expect(sortKeyOf('newest')).toBe('newest');
    expect(sortKeyOf('v.points,asc')).toBe('points-asc');
    expect(sortKeyOf('activeDate')).toBe('newest');
    for (const junk of [null, undefined, '', 'price', 'POINTS-ASC', 'constructor']) {
      expect(sortKeyOf(junk)).toBe('featured');
    }
  });

  it('goes there and back for every option', () => {
    for (const option of SORT_OPTIONS) {
      expect(sortKeyOf(option.key)).toBe(option.key);
      const sort = providerSortOf(option.key);
      if (sort) expect(sortKeyOf(sort)).toBe(option.key);
    }
  });
});
