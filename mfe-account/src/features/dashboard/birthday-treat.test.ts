import type { Voucher } from '@portal/contracts/provider/vouchers';
import { describe, expect, it } from 'vitest';
import { birthdayCardOf, treatStateOf } from './birthday-treat.ts';

const voucher = (status: Voucher['status'], issuedAt: string): Voucher => ({
  id: 1,
  voucherNumber: '123456789012',
  status,
  kind: 'birthday',
  rewardId: null,
  rewardName: 'Birthday treat',
  valueJmd: 1000,
  pointsCost: 0,
  issuedAt,
  expiresAt: '2027-04-01T04:59:59.999Z',
  usedAt: null,
  terms: '',
  imageUrl: null,
});

describe('the dashboard’s birthday card', () => {
  // 31 March 2027, 23:30 in Jamaica: 1 April in UTC.
  const lastHalfHourOfMarch = new Date('2027-04-01T04:30:00Z');

  it('invites a full member without a birthdate; nothing for a guest or a pending member', () => {
    expect(birthdayCardOf('verified', null, lastHalfHourOfMarch)).toBe('invite');
    expect(birthdayCardOf('verified', '', lastHalfHourOfMarch)).toBe('invite');
    expect(birthdayCardOf('pending', null, lastHalfHourOfMarch)).toBeNull();
    expect(birthdayCardOf('guest', null, lastHalfHourOfMarch)).toBeNull();
    expect(birthdayCardOf(null, null, lastHalfHourOfMarch)).toBeNull();
  });

  it('shows the treat in the birthday month on Jamaica time, not by UTC', () => {
    expect(birthdayCardOf('verified', '1990-03-20', lastHalfHourOfMarch)).toBe('treat');
    expect(birthdayCardOf('verified', '1990-04-20', lastHalfHourOfMarch)).toBeNull();
    expect(birthdayCardOf('pending', '1990-03-20', lastHalfHourOfMarch)).toBeNull();
  });

  it('a 29 February birthdate has its card in February of a non-leap year', () => {
    expect(birthdayCardOf('verified', '2000-02-29', new Date('2027-02-28T23:00:00Z'))).toBe('treat');
  });

  it('an active treat is shown; this year’s used one is had; none yet, or last year’s, is coming', () => {
    const now = new Date('2027-03-10T15:00:00Z');
    expect(treatStateOf(voucher('issued', '2027-03-01T06:00:00Z'), now).kind).toBe('active');
    expect(treatStateOf(voucher('closed', '2027-03-01T06:00:00Z'), now).kind).toBe('had');
    expect(treatStateOf(voucher('expired', '2026-03-01T06:00:00Z'), now).kind).toBe('coming');
    expect(treatStateOf(undefined, now).kind).toBe('coming');
  });
});
