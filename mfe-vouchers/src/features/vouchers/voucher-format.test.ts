import type { Voucher, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { formatInstant } from '@portal/ui/format/format-instant';
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  expiringSoonNote,
  formatDateTime,
  pointsUsedOf,
  releaseSummary,
  usableFrom,
  voucherDateLine,
} from './voucher-format.ts';

const config: VoucherReleaseConfig = { validityDays: 90, usableAfterMinutes: 0, expiringSoonDays: 7 };
const voucher: Voucher = {
  id: 1,
  voucherNumber: '418273645501',
  status: 'issued',
  kind: 'reward',
  rewardId: 2,
  rewardName: 'J$1,000 Grocery Voucher',
  valueJmd: 1000,
  pointsCost: 1000,
  issuedAt: '2026-11-20T15:00:00.000Z',
  // The end of 18 February 2027 in Jamaica.
  expiresAt: '2027-02-19T04:59:59.999Z',
  usedAt: null,
  terms: '',
  imageUrl: null,
};

describe('formats members in Jamaica read', () => {
  it('writes dates en-JM, in Jamaica time', () => {
    expect(formatInstant(voucher.expiresAt)).toBe('18 February 2027');
    expect(formatDateTime('2026-11-21T20:45:00.000Z')).toBe('21 November 2026 at 3:45 pm');
  });
});

describe('expiry, counted in Jamaican days', () => {
  it('counts calendar days to the last day', () => {
    expect(daysLeft(voucher.expiresAt, Date.parse('2027-02-18T12:00:00Z'))).toBe(0);
    // 8 pm on 17 February in Kingston is already the 18th in UTC: still one day left.
    expect(daysLeft(voucher.expiresAt, Date.parse('2027-02-18T01:00:00Z'))).toBe(1);
    expect(daysLeft(voucher.expiresAt, Date.parse('2027-02-11T15:00:00Z'))).toBe(7);
  });

  it('flags an active voucher within the configured days, and nothing else', () => {
    expect(expiringSoonNote(voucher, config, Date.parse('2027-02-18T15:00:00Z'))).toBe('Expires today');
    expect(expiringSoonNote(voucher, config, Date.parse('2027-02-17T15:00:00Z'))).toBe('Expires tomorrow');
    expect(expiringSoonNote(voucher, config, Date.parse('2027-02-11T15:00:00Z'))).toBe('Expires in 7 days');
    expect(expiringSoonNote(voucher, config, Date.parse('2027-02-10T15:00:00Z'))).toBeNull();
    expect(expiringSoonNote({ ...voucher, status: 'expired' }, config, Date.parse('2027-02-18T15:00:00Z'))).toBeNull();
    expect(expiringSoonNote(voucher, null, Date.parse('2027-02-18T15:00:00Z'))).toBeNull();
  });
});

describe('release config', () => {
  it('says when a new voucher can be used and how long it lasts', () => {
    expect(releaseSummary(config)).toBe(
      'New vouchers can be used as soon as you redeem them and are valid for 90 days, unless the reward says otherwise.',
    );
    expect(releaseSummary({ ...config, usableAfterMinutes: 120, validityDays: 30 })).toBe(
      'New vouchers can be used 2 hours after you redeem them and are valid for 30 days, unless the reward says otherwise.',
    );
    expect(releaseSummary({ ...config, usableAfterMinutes: 1440 })).toMatch(/used 1 day after/);
  });

  it('gives the time a till starts taking a new voucher, while it is ahead', () => {
    const delayed = { ...config, usableAfterMinutes: 60 };
    expect(usableFrom(voucher, delayed, Date.parse('2026-11-20T15:30:00Z'))).toBe('2026-11-20T16:00:00.000Z');
    expect(usableFrom(voucher, delayed, Date.parse('2026-11-20T16:00:00Z'))).toBeNull();
    expect(usableFrom(voucher, config, Date.parse('2026-11-20T15:00:00Z'))).toBeNull();
  });
});

describe('the date line of each status', () => {
  it.each([
    ['issued', null, 'Valid until 18 February 2027'],
    ['expired', null, 'Expired on 18 February 2027'],
    ['closed', '2026-12-01T17:00:00.000Z', 'Used on 1 December 2026'],
    ['approved', '2026-12-01T17:00:00.000Z', 'Used on 1 December 2026'],
    ['open', '2026-12-01T17:00:00.000Z', 'Used on 1 December 2026'],
    ['distributed', '2026-12-01T17:00:00.000Z', 'Distributed on 1 December 2026'],
    ['cancelled', null, 'Issued on 20 November 2026'],
  ] as const)('%s', (status, usedAt, line) => {
    expect(voucherDateLine({ ...voucher, status, usedAt })).toBe(line);
  });
});

describe('the points a voucher used', () => {
  it('are a reward’s points, and none for a birthday treat (never "0 pts")', () => {
    expect(pointsUsedOf(voucher)).toBe('1,000 pts');
    expect(pointsUsedOf({ kind: 'birthday', pointsCost: 0 })).toBeNull();
  });
});
