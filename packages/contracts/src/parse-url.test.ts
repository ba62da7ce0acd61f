import { describe, expect, it } from 'vitest';
import { parseUrl } from './parse-url.ts';

describe('parseUrl', () => {
  it('reads a URL, against a base when it is relative', () => {
    expect(parseUrl('https://a.test/x?y=1')?.href).toBe('https://a.test/x?y=1');
    expect(parseUrl('/media/rewards/patty.webp', 'https://portal.test')?.href).toBe(
      'https://portal.test/media/rewards/patty.webp',
    );
  });

  it('is null for what is not one, instead of throwing', () => {
    expect(parseUrl('')).toBeNull();
    expect(parseUrl('not a url')).toBeNull();
    expect(parseUrl('/x', 'not a base')).toBeNull();
  });
});
