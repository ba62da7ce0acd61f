import type { Queryable } from '../db/database.ts';
import { expireMemberPoints } from '../points/points-expiry.ts';
import { planDemoLedger } from './demo-ledger.ts';
import { DEMO_MEMBERS } from './demo-members.ts';
import { scheduleDemoVouchers } from './seed-vouchers.ts';

/** Inserts each demo member's purchases and redemptions (demo-ledger.ts) and sets their tier. */
export async function seedLedger(tx: Queryable, now: Date, memberIds: ReadonlyMap<string, number>): Promise<void> {
  const vouchers = scheduleDemoVouchers(now);
  for (const [index, demo] of DEMO_MEMBERS.entries()) {
    const memberId = memberIds.get(demo.accountNumber);
    if (memberId === undefined) throw new Error(`no demo member ${demo.accountNumber}`);
    const ledger = planDemoLedger(
      demo,
      index,
      vouchers.filter((voucher) => voucher.accountNumber === demo.accountNumber),
      now,
    );
    for (const entry of ledger.entries) {
      // Points whose time was up before a redemption have expired by then: it uses live points only.
      if (entry.points < 0) await settleBalance(tx, memberId, entry.occurredAt);
      await tx.query(
        `insert into point_transactions (member_id, occurred_at, kind, description, location, points, bonus_points, amount_jmd)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          memberId,
          entry.occurredAt,
          entry.kind,
          entry.description,
          entry.location,
          entry.points,
          entry.bonusPoints,
          entry.amountJmd,
        ],
      );
    }
    await tx.query('update members set vendor_tier = $2 where id = $1', [memberId, ledger.tier]);
  }
}

/**
 * Once every movement is in (purchases, redemptions, promo claims): each balance is the sum of
 * the member's ledger, then the points whose time is up expire (ledger rows of their own).
 */
export async function settleBalances(tx: Queryable, now: Date, memberIds: ReadonlyMap<string, number>): Promise<void> {
  for (const memberId of memberIds.values()) await settleBalance(tx, memberId, now);
}

/** The member's balance as their ledger sums it, then what is due at `at` expired. */
async function settleBalance(tx: Queryable, memberId: number, at: Date): Promise<void> {
  await tx.query(
    'update members set points = (select coalesce(sum(points), 0) from point_transactions where member_id = $1) where id = $1',
    [memberId],
  );
  await expireMemberPoints(tx, memberId, at);
}
