import type { Database } from '../db/database.ts';
import { seedAccount } from './seed-account.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedLedger, settleBalances } from './seed-ledger.ts';
import { seedMembers } from './seed-members.ts';
import { seedVouchers } from './seed-vouchers.ts';

/** Fills an empty database with the demo data, in one transaction. Returns false when data was already there. */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  const existing = await db.query<{ count: string | number }>('select count(*) as count from members');
  if (Number(existing.rows[0]?.count ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const members = await seedMembers(tx);
    const rewards = await seedCatalogue(tx, now);
    await seedVouchers(tx, now, { members, rewards });
    await seedLedger(tx, now, members);
    await seedAccount(tx, now, members);
    await settleBalances(tx, now, members);
  });
  return true;
}
