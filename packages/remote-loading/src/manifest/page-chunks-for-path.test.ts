import { describe, expect, it } from 'vitest';
import { pageChunksForPath } from './page-chunks-for-path.ts';

const PAGES = [
  { path: '/vouchers', urls: ['list.js'] },
  { path: '/vouchers/redeemed', urls: ['redeemed.js'] },
  { path: '/vouchers/:voucherNumber', urls: ['detail.js', 'ui.js'] },
  { path: '/', urls: ['dashboard.js'] },
  { path: '/help/*', urls: ['help.js'] },
];

describe("the chunks of the page a path shows, from the remote's page patterns", () => {
  it('picks the page the path matches, a static segment before a :param, as React Router does', () => {
    expect(pageChunksForPath('/vouchers', PAGES)).toEqual(['list.js']);
    expect(pageChunksForPath('/vouchers/', PAGES)).toEqual(['list.js']);
    expect(pageChunksForPath('/vouchers/redeemed', PAGES)).toEqual(['redeemed.js']);
    expect(pageChunksForPath('/Vouchers/Redeemed', PAGES)).toEqual(['redeemed.js']);
    expect(pageChunksForPath('/vouchers/V-123', PAGES)).toEqual(['detail.js', 'ui.js']);
    expect(pageChunksForPath('/', PAGES)).toEqual(['dashboard.js']);
    expect(pageChunksForPath('/help/a/b', PAGES)).toEqual(['help.js']);
  });

  it('gives none for a path no page matches (the remote shows its 404), or without page data', () => {
    expect(pageChunksForPath('/vouchers/V-123/more', PAGES)).toEqual([]);
    expect(pageChunksForPath('/rewards', PAGES)).toEqual([]);
    expect(pageChunksForPath('/vouchers', [])).toEqual([]);
  });
});
