import type { Database } from '../db/database.ts';
import { seedAccount } from './seed-account.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedLedger, settleBalances } from './seed-ledger.ts';
import { seedMembers } from './seed-members.ts';
import { seedOffers } from './seed-offers.ts';
import { seedVouchers } from './seed-vouchers.ts';

/** The advisory lock around seeding: instances starting together on an empty database seed it once. */
const SEED_LOCK_KEY = 0x10a1_7e6;

/** Fills an empty database with the demo data, in one transaction. Returns false when data was already there. */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.withAdvisoryLock(SEED_LOCK_KEY, () => seedUnlocked(db, now));
}

async function seedUnlocked(db: Database, now: Date): Promise<boolean> {
  const existing = await db.query<{ count: string | number }>('select count(*) as count from members');
  if (Number(existing.rows[0]?.count ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const members = await seedMembers(tx, now);
    const rewards = await seedCatalogue(tx, now);
    await seedVouchers(tx, now, { members, rewards });
    await seedLedger(tx, now, members);
    await seedAccount(tx, now, members);
    await settleBalances(tx, now, members);
    await seedOffers(tx, now);
  });
  return true;
}
