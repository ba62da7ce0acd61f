import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VOUCHER_STATUSES, VoucherSearchQuerySchema } from './provider/vouchers.ts';
import {
  isVoucherUsable,
  REDEEMED_VOUCHER_STATUSES,
  VOUCHER_FILTER_STATUSES,
  VOUCHER_FILTERS,
  VOUCHER_LABELS,
  voucherFilterFrom,
  voucherLabelOf,
} from './voucher-display.ts';

describe('voucher status → display label (requirements §11.2)', () => {
  it.each([
    ['issued', 'Active'],
    ['expired', 'Expired'],
    ['distributed', 'Distributed'],
    ['cancelled', 'Cancelled'],
    ['open', 'Used'],
    ['approved', 'Used'],
    ['closed', 'Used'],
  ] as const)('%s is shown as %s', (status, label) => {
    expect(voucherLabelOf(status)).toBe(label);
  });

  it('labels every one of the seven statuses, and uses every one of the five labels', () => {
    expect(VOUCHER_STATUSES).toHaveLength(7);
    const used = new Set(VOUCHER_STATUSES.map(voucherLabelOf));
    expect([...used].sort()).toEqual([...VOUCHER_LABELS].sort());
  });

  it('lets only an active voucher be scanned', () => {
    expect(VOUCHER_STATUSES.filter(isVoucherUsable)).toEqual(['issued']);
  });
});

describe('voucher filter → statuses (requirements §11.3)', () => {
  it('Active is issued, Expired is expired', () => {
    expect(VOUCHER_FILTER_STATUSES.active).toEqual(['issued']);
    expect(VOUCHER_FILTER_STATUSES.expired).toEqual(['expired']);
  });

  it('All is issued, expired, cancelled, approved, closed and distributed — not open', () => {
    expect([...VOUCHER_FILTER_STATUSES.all].sort()).toEqual(
      ['approved', 'cancelled', 'closed', 'distributed', 'expired', 'issued'].sort(),
    );
    expect(VOUCHER_FILTER_STATUSES.all).not.toContain('open');
  });

  it('offers the filters in the order Active, Expired, All', () => {
    expect(VOUCHER_FILTERS).toEqual(['active', 'expired', 'all']);
  });

  it('reads a filter from the URL, falling back to Active', () => {
    expect(voucherFilterFrom('expired')).toBe('expired');
    expect(voucherFilterFrom('all')).toBe('all');
    expect(voucherFilterFrom(null)).toBe('active');
    expect(voucherFilterFrom('')).toBe('active');
    expect(voucherFilterFrom('EXPIRED')).toBe('active');
    expect(voucherFilterFrom('constructor')).toBe('active');
  });

  it('lists as redeemed every voucher shown as Used or Distributed, open ones included', () => {
    expect([...REDEEMED_VOUCHER_STATUSES].sort()).toEqual(['approved', 'closed', 'distributed', 'open']);
    const usedOrCollected = VOUCHER_STATUSES.filter((status) =>
      ['Used', 'Distributed'].includes(voucherLabelOf(status)),
    );
    expect([...REDEEMED_VOUCHER_STATUSES].sort()).toEqual([...usedOrCollected].sort());
  });

  it('reaches every status from some list: the filters and Redeemed together', () => {
    const listed = new Set([...Object.values(VOUCHER_FILTER_STATUSES).flat(), ...REDEEMED_VOUCHER_STATUSES]);
    expect([...listed].sort()).toEqual([...VOUCHER_STATUSES].sort());
  });
});

describe('vouchers/search query', () => {
  it('takes status once or repeated, without duplicates', () => {
    expect(v.parse(VoucherSearchQuerySchema, { status: 'issued' }).status).toEqual(['issued']);
    expect(v.parse(VoucherSearchQuerySchema, { status: ['issued', 'expired', 'issued'] }).status).toEqual([
      'issued',
      'expired',
    ]);
    expect(v.parse(VoucherSearchQuerySchema, {}).status).toBeUndefined();
  });

  it('refuses unknown statuses, sorts and page sizes over the bound', () => {
    expect(v.safeParse(VoucherSearchQuerySchema, { status: 'redeemed' }).success).toBe(false);
    expect(v.safeParse(VoucherSearchQuerySchema, { sort: 'voucherNumber,asc' }).success).toBe(false);
    expect(v.safeParse(VoucherSearchQuerySchema, { size: '101' }).success).toBe(false);
    expect(v.parse(VoucherSearchQuerySchema, { shouldPage: 'true', page: '2', size: '12' })).toMatchObject({
      page: 2,
      size: 12,
    });
  });
});
