import { jamaicaDay, startOfJamaicaDay } from '../points/points-expiry.ts';
import { purchasePoints, type TierName, tierForEarned } from '../points/tier-rules.ts';
import { REWARDS } from './catalogue.ts';
import type { DemoMember } from './demo-members.ts';
import { pick, seededRandom } from './random.ts';
import type { ScheduledDemoVoucher } from './seed-vouchers.ts';
import { STORES } from './stores.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** One row of a demo member's points ledger (point_transactions). */
interface DemoLedgerEntry {
  occurredAt: Date;
  kind: 'earn' | 'redeem';
  description: string;
  location: string | null;
  /** Points in (positive) or out (negative); for a purchase, its tier bonus included. */
  points: number;
  /** Of `points`, the purchase's tier bonus. */
  bonusPoints: number;
  amountJmd: number | null;
}

export interface DemoLedger {
  /** Oldest first. */
  entries: DemoLedgerEntry[];
  /** The tier this year, from last year's purchase points. */
  tier: TierName;
}

/**
 * A demo member's purchases and redemptions as one ledger (docs/decisions/0031-one-ledger.md):
 * purchases at the member's usual rate from their joining day (or the start of the calendar year before
 * last, so last year is complete and sets this year's tier) to now, each earning its year's tier bonus;
 * one redemption per voucher they hold, when it was issued; a cancelled voucher's points refunded the
 * next day. Expiry and promo claims are added when seeded.
 */
export function planDemoLedger(
  demo: DemoMember,
  memberIndex: number,
  vouchers: readonly ScheduledDemoVoucher[],
  now: Date,
): DemoLedger {
  const random = seededRandom(20_260_101 + memberIndex);
  const thisYear = jamaicaDay(now).year;
  const from = Math.max(
    startOfJamaicaDay(demo.memberSince).getTime(),
    startOfJamaicaDay(`${thisYear - 2}-01-01`).getTime(),
  );
  const days = Math.floor((now.getTime() - from) / DAY_MS);
  const home = pick(random, STORES);

  // Purchase times first, in opening hours (8 am to 8 pm in Jamaica), then their points in order:
  // each year's tier comes from the year before.
  const times: number[] = [];
  const count = Math.round((demo.visitsPerMonth * 12 * days) / 365);
  for (let i = 0; i < count; i++) {
    const day = Math.floor(random() * days);
    const at = from + day * DAY_MS + (8 + random() * 12) * HOUR_MS;
    if (at < now.getTime()) times.push(Math.floor(at / 60_000) * 60_000);
  }
  times.sort((a, b) => a - b);
  const earnedByYear = new Map<number, number>();
  const entries: DemoLedgerEntry[] = times.map((time) => {
    const occurredAt = new Date(time);
    const year = jamaicaDay(occurredAt).year;
    const amountJmd = Math.round((1_500 + random() * 18_500) * 100) / 100;
    const { points, bonus } = purchasePoints(amountJmd, tierForEarned(earnedByYear.get(year - 1) ?? 0));
    earnedByYear.set(year, (earnedByYear.get(year) ?? 0) + points);
    const location = random() < 0.75 ? home : pick(random, STORES);
    return { occurredAt, kind: 'earn', description: 'Purchase', location, points, bonusPoints: bonus, amountJmd };
  });

  for (const voucher of vouchers) {
    const reward = REWARDS.find((candidate) => candidate.slug === voucher.reward);
    if (!reward) throw new Error(`demo voucher ${voucher.voucherNumber} names unknown reward ${voucher.reward}`);
    const redemption = { kind: 'redeem', location: null, bonusPoints: 0, amountJmd: null } as const;
    entries.push({
      ...redemption,
      occurredAt: voucher.issuedAt,
      description: `Redeemed: ${reward.name}`,
      points: -voucher.pointsCost,
    });
    if (voucher.status === 'cancelled') {
      entries.push({
        ...redemption,
        occurredAt: new Date(Math.min(voucher.issuedAt.getTime() + DAY_MS, now.getTime() - 60_000)),
        description: `Refunded: ${reward.name} (voucher cancelled)`,
        points: voucher.pointsCost,
      });
    }
  }
  entries.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  return { entries, tier: tierForEarned(earnedByYear.get(thisYear - 1) ?? 0).name };
}
