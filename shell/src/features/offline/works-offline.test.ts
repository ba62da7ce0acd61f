import { describe, expect, it } from 'vitest';
import { worksOffline } from './works-offline.ts';

const copy = { voucherNumbers: ['418273645501'] };
const at = (url: string) => {
  const parsed = new URL(url, 'http://portal.test');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('which pages a page started offline can show', () => {
  it('shows the Active vouchers list, the detail of a voucher the copy holds and the offers', () => {
    expect(worksOffline(at('/offers'), copy)).toBe(true);
    expect(worksOffline(at('/vouchers'), copy)).toBe(true);
    expect(worksOffline(at('/vouchers/?status=active'), copy)).toBe(true);
    expect(worksOffline(at('/vouchers/418273645501'), copy)).toBe(true);
  });

  it('needs a connection for everything else: other filters and pages, other vouchers, every other page', () => {
    for (const url of [
      '/vouchers?status=expired',
      '/vouchers?status=all',
      '/vouchers?page=2',
      '/vouchers/redeemed',
      '/vouchers/999999999999',
      '/',
      '/transactions',
      '/rewards',
      '/account',
      '/about',
    ]) {
      expect(worksOffline(at(url), copy), url).toBe(false);
    }
  });
});
