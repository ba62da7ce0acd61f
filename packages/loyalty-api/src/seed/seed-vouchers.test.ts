import { VOUCHER_STATUSES } from '@portal/contracts/provider/vouchers';
import { describe, expect, it } from 'vitest';
import { isValidVoucherNumber } from '../vouchers/voucher-number.ts';
import { REWARDS } from './catalogue.ts';
import { DEMO_MEMBERS } from './demo-members.ts';
import { DEMO_VOUCHERS } from './demo-vouchers.ts';
import { scheduleDemoVouchers } from './seed-vouchers.ts';

const NOW = new Date('2026-11-22T15:30:00Z');
const DAY_MS = 86_400_000;
const scheduled = scheduleDemoVouchers(NOW);

describe('demo vouchers', () => {
  it('give 20000001 a voucher in every one of the seven statuses, several active', () => {
    const simone = DEMO_VOUCHERS.filter((voucher) => voucher.accountNumber === '20000001');
    expect(new Set(simone.map((voucher) => voucher.status))).toEqual(new Set(VOUCHER_STATUSES));
    expect(simone.filter((voucher) => voucher.status === 'issued').length).toBeGreaterThanOrEqual(3);
  });

  it('give 20000004 a few, and other members some too', () => {
    expect(DEMO_VOUCHERS.filter((voucher) => voucher.accountNumber === '20000004').length).toBeGreaterThanOrEqual(3);
    const owners = new Set(DEMO_VOUCHERS.map((voucher) => voucher.accountNumber));
    expect(owners.size).toBeGreaterThanOrEqual(3);
    const members = new Set(DEMO_MEMBERS.map((member) => member.accountNumber));
    for (const owner of owners) expect(members.has(owner)).toBe(true);
  });

  it('have unique, valid, repeatable voucher numbers', () => {
    const numbers = DEMO_VOUCHERS.map((voucher) => voucher.voucherNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(isValidVoucherNumber(number)).toBe(true);
    expect(scheduleDemoVouchers(NOW)).toEqual(scheduled);
  });

  it('have dates that agree with their status', () => {
    for (const voucher of scheduled) {
      const name = `${voucher.voucherNumber} (${voucher.status})`;
      const reward = REWARDS.find((r) => r.slug === voucher.reward)!;
      expect(voucher.issuedAt.getTime(), name).toBeLessThan(NOW.getTime());
      // Issued while its reward was on offer.
      expect(voucher.issuedAt.getTime(), name).toBeGreaterThan(NOW.getTime() - (reward.activeDaysAgo + 1) * DAY_MS);
      expect(voucher.expiresAt.getTime(), name).toBeGreaterThan(voucher.issuedAt.getTime());
      if (voucher.status === 'issued') expect(voucher.expiresAt.getTime(), name).toBeGreaterThan(NOW.getTime());
      if (voucher.status === 'expired') expect(voucher.expiresAt.getTime(), name).toBeLessThan(NOW.getTime());
      const used = ['open', 'approved', 'closed', 'distributed'].includes(voucher.status);
      expect(voucher.usedAt !== null, name).toBe(used);
      if (voucher.usedAt) {
        expect(voucher.usedAt.getTime(), name).toBeGreaterThan(voucher.issuedAt.getTime());
        expect(voucher.usedAt.getTime(), name).toBeLessThan(Math.min(NOW.getTime(), voucher.expiresAt.getTime()));
      }
    }
  });

  it('are issued during opening hours in Jamaica and last to the end of their last day there', () => {
    for (const voucher of scheduled) {
      const hour = (voucher.issuedAt.getUTCHours() + 24 - 5) % 24;
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(20);
      // 23:59:59.999 in Jamaica is 04:59:59.999 UTC.
      expect(voucher.expiresAt.toISOString()).toMatch(/T04:59:59\.999Z$/);
    }
  });

  it('flag one active voucher of 20000001 as about to expire', () => {
    const soon = scheduled.filter(
      (voucher) =>
        voucher.accountNumber === '20000001' &&
        voucher.status === 'issued' &&
        voucher.expiresAt.getTime() - NOW.getTime() < 7 * DAY_MS,
    );
    expect(soon).toHaveLength(1);
  });
});
