import { describe, expect, it } from 'vitest';
import { tierGoalLabel } from './tier-goal-label.ts';

const goal = (tier: string, remaining: number) => ({ tier, forYear: 2027, threshold: 7_500, remaining });

describe('tierGoalLabel', () => {
  it('counts the points still to earn', () => {
    expect(tierGoalLabel(goal('Gold', 20), 'keep')).toBe('20 pts to keep Gold for 2027');
    expect(tierGoalLabel(goal('Gold', 1_480), 'reach')).toBe('1,480 pts to reach Gold');
  });

  it('says when the goal is already earned', () => {
    expect(tierGoalLabel(goal('Silver', 0), 'keep')).toBe('Silver is yours for 2027');
    expect(tierGoalLabel(goal('Gold', 0), 'reach')).toBe('You’ve reached Gold for 2027');
  });
});
