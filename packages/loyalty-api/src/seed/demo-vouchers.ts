import type { VoucherStatus } from '@portal/contracts/provider/vouchers';
import { luhnCheckDigit } from '../vouchers/voucher-number.ts';
import { seededRandom } from './random.ts';

/**
 * The demo members' vouchers. 20000001 holds one in every status (several active, one about to
 * expire, expired, used, collected, cancelled, and one a till is taking right now); the others
 * hold a few each, so a member seeing only their own vouchers is something tests can check.
 */
export interface DemoVoucher {
  accountNumber: string;
  /** Slug of the reward in catalogue.ts. */
  reward: string;
  status: VoucherStatus;
  /** Issued this many days before the seed date (at least 1, so it is never in the future). */
  issuedDaysAgo: number;
  /**
   * Used, or collected, this many days before the seed date; 0 means minutes ago. Set for the
   * statuses a till or a collection desk sets: open, approved, closed, distributed.
   */
  usedDaysAgo?: number;
  /** Deterministic, so tests can name a seeded voucher. */
  voucherNumber: string;
}

type DemoVoucherSpec = Omit<DemoVoucher, 'voucherNumber'>;

const SPECS: readonly DemoVoucherSpec[] = [
  // Simone Campbell, 20000001: every status.
  { accountNumber: '20000001', reward: 'grocery-voucher-1000', status: 'issued', issuedDaysAgo: 2 },
  { accountNumber: '20000001', reward: 'fuel-voucher-2000', status: 'issued', issuedDaysAgo: 19 },
  { accountNumber: '20000001', reward: 'movie-night', status: 'issued', issuedDaysAgo: 41 },
  { accountNumber: '20000001', reward: 'jerk-meal-for-two', status: 'issued', issuedDaysAgo: 8 },
  // A 30-day top-up, five days from its end: shown as expiring soon.
  { accountNumber: '20000001', reward: 'mobile-top-up-500', status: 'issued', issuedDaysAgo: 25 },
  { accountNumber: '20000001', reward: 'restaurant-voucher-1500', status: 'expired', issuedDaysAgo: 131 },
  { accountNumber: '20000001', reward: 'grocery-voucher-500', status: 'expired', issuedDaysAgo: 204 },
  { accountNumber: '20000001', reward: 'mobile-top-up-1000', status: 'expired', issuedDaysAgo: 96 },
  { accountNumber: '20000001', reward: 'fuel-voucher-1000', status: 'closed', issuedDaysAgo: 63, usedDaysAgo: 52 },
  { accountNumber: '20000001', reward: 'patty-combo', status: 'closed', issuedDaysAgo: 27, usedDaysAgo: 24 },
  {
    accountNumber: '20000001',
    reward: 'pharmacy-voucher-1000',
    status: 'approved',
    issuedDaysAgo: 10,
    usedDaysAgo: 1,
  },
  { accountNumber: '20000001', reward: 'dutch-pot', status: 'distributed', issuedDaysAgo: 47, usedDaysAgo: 42 },
  { accountNumber: '20000001', reward: 'bluetooth-speaker', status: 'cancelled', issuedDaysAgo: 30 },
  { accountNumber: '20000001', reward: 'breakfast-basket', status: 'open', issuedDaysAgo: 6, usedDaysAgo: 0 },
  // Kerry-Ann Williams, 20000004.
  { accountNumber: '20000004', reward: 'laundry-detergent', status: 'issued', issuedDaysAgo: 11 },
  { accountNumber: '20000004', reward: 'gym-day-pass', status: 'issued', issuedDaysAgo: 3 },
  { accountNumber: '20000004', reward: 'ice-cream-treat', status: 'expired', issuedDaysAgo: 118 },
  { accountNumber: '20000004', reward: 'grocery-voucher-500', status: 'closed', issuedDaysAgo: 50, usedDaysAgo: 44 },
  // Andre Thompson, 20000002, and the guest 20000003.
  { accountNumber: '20000002', reward: 'car-wash', status: 'issued', issuedDaysAgo: 5 },
  { accountNumber: '20000002', reward: 'grocery-voucher-500', status: 'expired', issuedDaysAgo: 122 },
  { accountNumber: '20000003', reward: 'patty-combo', status: 'issued', issuedDaysAgo: 7 },
];

function voucherNumbers(count: number): string[] {
  const random = seededRandom(20_260_606);
  const numbers = new Set<string>();
  while (numbers.size < count) {
    let body = String(1 + Math.floor(random() * 9));
    for (let i = 0; i < 10; i++) body += String(Math.floor(random() * 10));
    numbers.add(body + luhnCheckDigit(body));
  }
  return [...numbers];
}

const NUMBERS = voucherNumbers(SPECS.length);

export const DEMO_VOUCHERS: readonly DemoVoucher[] = SPECS.map((spec, index) => ({
  ...spec,
  voucherNumber: NUMBERS[index]!,
}));
