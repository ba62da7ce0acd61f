import { describe, expect, it } from 'vitest';
import { CATEGORIES, REWARDS } from './catalogue.ts';

describe('demo catalogue', () => {
  it('has about forty rewards in eight categories, every one in a known category', () => {
    expect(CATEGORIES).toHaveLength(8);
    expect(REWARDS.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(CATEGORIES.map((c) => c.slug));
    for (const reward of REWARDS) expect(slugs.has(reward.category), reward.slug).toBe(true);
    expect(new Set(REWARDS.map((r) => r.slug)).size).toBe(REWARDS.length);
    for (const category of CATEGORIES)
      expect(REWARDS.filter((r) => r.category === category.slug).length).toBeGreaterThanOrEqual(4);
  });

  it('has what the catalogue states need: ended, not yet active and sold-out rewards', () => {
    expect(REWARDS.some((r) => r.endsInDays !== undefined && r.endsInDays < 0)).toBe(true);
    expect(REWARDS.some((r) => r.activeDaysAgo < 0)).toBe(true);
    expect(REWARDS.some((r) => r.stock === 0)).toBe(true);
  });
});
