import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asksForCard } from './asks-for-card.ts';
import { CARD_SHORTCUT_URL } from './card-shortcut.ts';
import { withoutCardQuery } from './without-card-query.ts';

const manifest = JSON.parse(readFileSync(new URL('../../../public/manifest.webmanifest', import.meta.url), 'utf8')) as {
  shortcuts?: Array<{ name: string; url: string; icons?: Array<{ src: string; sizes: string; type: string }> }>;
};

describe('the "My card" shortcut', () => {
  it('is in the manifest, with the URL the header’s Card button understands and a PNG icon', () => {
    const shortcut = manifest.shortcuts?.find((entry) => entry.name === 'My card');
    expect(shortcut?.url).toBe(CARD_SHORTCUT_URL);
    expect(asksForCard(new URL(CARD_SHORTCUT_URL, 'https://portal.test').search)).toBe(true);
    expect(shortcut?.icons?.[0]).toMatchObject({ type: 'image/png', sizes: '192x192' });
  });

  it('asks for the card only with card=open', () => {
    expect(asksForCard('?card=open')).toBe(true);
    expect(asksForCard('?page=2&card=open')).toBe(true);
    expect(asksForCard('')).toBe(false);
    expect(asksForCard('?card=')).toBe(false);
    expect(asksForCard('?card=closed')).toBe(false);
  });

  it('leaves the page’s own query and hash when the card closes', () => {
    expect(withoutCardQuery({ pathname: '/', search: '?card=open', hash: '' })).toBe('/');
    expect(withoutCardQuery({ pathname: '/transactions', search: '?page=2&card=open', hash: '#top' })).toBe(
      '/transactions?page=2#top',
    );
  });
});
