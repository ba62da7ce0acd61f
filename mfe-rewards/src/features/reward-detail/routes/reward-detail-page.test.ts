import { describe, expect, it } from 'vitest';
import { backToCatalogue, searchOfReferrer } from './reward-detail-page.tsx';

const ORIGIN = 'https://rewards.example.jm';

describe('searchOfReferrer', () => {
  it("is the catalogue's query when the page was opened from the catalogue on this origin", () => {
    expect(searchOfReferrer(`${ORIGIN}/rewards?query=brunch&sort=points-asc`, ORIGIN)).toBe(
      'query=brunch&sort=points-asc',
    );
  });

  it('is nothing for another page, another origin, a catalogue without a search, or no referrer', () => {
    expect(searchOfReferrer(`${ORIGIN}/rewards/12?query=brunch`, ORIGIN)).toBeUndefined();
    expect(searchOfReferrer('https://elsewhere.example/rewards?query=brunch', ORIGIN)).toBeUndefined();
    expect(searchOfReferrer(`${ORIGIN}/rewards`, ORIGIN)).toBeUndefined();
    expect(searchOfReferrer('', ORIGIN)).toBeUndefined();
  });
});

describe('backToCatalogue', () => {
  it('goes back to the search carried, and to the catalogue for anything that is not a plain query', () => {
    expect(backToCatalogue({ from: 'query=brunch' })).toBe('/rewards?query=brunch');
    expect(backToCatalogue({ from: '//evil.example' })).toBe('/rewards');
    expect(backToCatalogue(null)).toBe('/rewards');
  });
});
