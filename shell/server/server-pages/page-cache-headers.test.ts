import { describe, expect, it } from 'vitest';
import { pageCacheHeaders } from './page-cache-headers.ts';

const visitor = {
  signedIn: false,
  personal: false,
  status: 200,
  hasCookies: false,
  owner: { name: 'rewards', version: '0123456789ab' },
  sharedSeconds: 30,
};

describe('pageCacheHeaders', () => {
  it('lets a CDN keep a page every visitor without cookies gets, named by the version it was drawn with', () => {
    expect(pageCacheHeaders(visitor)).toEqual({
      vary: 'Cookie, Accept-Encoding',
      'cache-control': 'public, max-age=0, s-maxage=30',
      'surrogate-key': 'portal-pages rewards-0123456789ab',
    });
    expect(pageCacheHeaders({ ...visitor, owner: undefined })['surrogate-key']).toBe('portal-pages shell');
  });

  it("never lets a shared cache keep a member's page, nor the browser", () => {
    expect(pageCacheHeaders({ ...visitor, signedIn: true })).toEqual({
      vary: 'Cookie, Accept-Encoding',
      'cache-control': 'private, no-store',
    });
  });

  it('keeps a visitor page private when it is theirs alone: a canary or preview, cookies sent, not a 200, or switched off', () => {
    for (const change of [{ personal: true }, { hasCookies: true }, { status: 404 }, { sharedSeconds: 0 }]) {
      expect(pageCacheHeaders({ ...visitor, ...change })).toEqual({
        vary: 'Cookie, Accept-Encoding',
        'cache-control': 'private, no-cache',
      });
    }
  });
});
