import { describe, expect, it } from 'vitest';
import { rewardImageSvg, wrapWords } from './reward-image.ts';

describe('reward images', () => {
  it('wraps a name into at most two lines, cutting with an ellipsis', () => {
    expect(wrapWords('Sunday Brunch for Two', 26, 2)).toEqual(['Sunday Brunch for Two']);
    expect(wrapWords("Dunn's River Falls Day Pass for Two", 26, 2)).toEqual(["Dunn's River Falls Day", 'Pass for Two']);
    const long = wrapWords('One two three four five six seven eight nine ten eleven twelve thirteen', 12, 2);
    expect(long).toHaveLength(2);
    expect(long[1]).toMatch(/…$/);
  });

  it('is the same for the same reward, escapes the text, and draws each category its own way', () => {
    const svg = rewardImageSvg({ name: 'Tom & Jerry <b>', categorySlug: 'fuel', categoryName: 'Fuel' });
    expect(svg).toBe(rewardImageSvg({ name: 'Tom & Jerry <b>', categorySlug: 'fuel', categoryName: 'Fuel' }));
    expect(svg).toContain('Tom &amp; Jerry &lt;b&gt;');
    expect(svg).not.toContain('<b>');
    const dining = rewardImageSvg({ name: 'Tom & Jerry <b>', categorySlug: 'dining', categoryName: 'Dining' });
    expect(dining).not.toBe(svg);
    // An unknown category still gets an image.
    expect(rewardImageSvg({ name: 'Mystery', categorySlug: 'new-one', categoryName: 'New' })).toContain('<svg');
  });
});
