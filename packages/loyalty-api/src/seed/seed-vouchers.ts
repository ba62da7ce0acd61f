import { JAMAICA_OFFSET_MS } from '@portal/contracts/jamaica-time';
import type { Queryable } from '../db/database.ts';
import { endOfJamaicaDayAfter } from '../vouchers/voucher-dates.ts';
import { REWARDS } from './catalogue.ts';
import { DEMO_VOUCHERS, type DemoVoucher } from './demo-vouchers.ts';
import { seededRandom } from './random.ts';

const DAY_MS = 86_400_000;

/** A time of day in Jamaica, `daysAgo` days before `now`. */
function jamaicaTime(now: Date, daysAgo: number, hour: number, minute: number): Date {
  const local = new Date(now.getTime() + JAMAICA_OFFSET_MS - daysAgo * DAY_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight + (hour * 60 + minute) * 60_000 - JAMAICA_OFFSET_MS);
}

export interface ScheduledDemoVoucher extends DemoVoucher {
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  pointsCost: number;
  valueJmd: number | null;
}

/**
 * The demo vouchers dated relative to the seed date: issued and used during opening hours
 * (8 am to 8 pm in Jamaica), valid for their reward's period to the end of the last day, priced
 * and valued as their rewards. Deterministic for a given `now`.
 */
export function scheduleDemoVouchers(now: Date): ScheduledDemoVoucher[] {
  const random = seededRandom(20_260_607);
  const at = (daysAgo: number) => jamaicaTime(now, daysAgo, 8 + Math.floor(random() * 12), Math.floor(random() * 60));
  return DEMO_VOUCHERS.map((voucher) => {
    const reward = REWARDS.find((r) => r.slug === voucher.reward);
    if (!reward) throw new Error(`demo voucher ${voucher.voucherNumber} names unknown reward ${voucher.reward}`);
    const issuedAt = at(voucher.issuedDaysAgo);
    const usedAt =
      voucher.usedDaysAgo === undefined
        ? null
        : voucher.usedDaysAgo === 0
          ? new Date(now.getTime() - 12 * 60_000)
          : at(voucher.usedDaysAgo);
    return {
      ...voucher,
      issuedAt,
      expiresAt: endOfJamaicaDayAfter(issuedAt, reward.voucherValidDays ?? 90),
      usedAt,
      pointsCost: reward.points,
      valueJmd: reward.valueJmd,
    };
  });
}

/** Inserts the demo vouchers. */
export async function seedVouchers(
  tx: Queryable,
  now: Date,
  ids: { members: ReadonlyMap<string, number>; rewards: ReadonlyMap<string, number> },
): Promise<void> {
  for (const voucher of scheduleDemoVouchers(now)) {
    const memberId = ids.members.get(voucher.accountNumber);
    const rewardId = ids.rewards.get(voucher.reward);
    if (memberId === undefined || rewardId === undefined) {
      throw new Error(`demo voucher ${voucher.voucherNumber} names an unknown member or reward`);
    }
    await tx.query(
      `insert into vouchers (voucher_number, member_id, reward_id, status, value_jmd, points_cost, issued_at, expires_at, used_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        voucher.voucherNumber,
        memberId,
        rewardId,
        voucher.status,
        voucher.valueJmd,
        voucher.pointsCost,
        voucher.issuedAt,
        voucher.expiresAt,
        voucher.usedAt,
      ],
    );
  }
}
