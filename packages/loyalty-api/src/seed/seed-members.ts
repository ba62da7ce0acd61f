import { jamaicaWallClock } from '@portal/contracts/jamaica-time';
import { hashPassword } from '../auth/password-hash.ts';
import type { Queryable } from '../db/database.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, type DemoMember } from './demo-members.ts';

/**
 * The demo password's hash, made once per process and shared by every demo member: a hash at
 * full strength for each of them, on every fresh test database, would cost seconds per test file.
 * (A shared salt only tells that the demo members share a password, which is public anyway.)
 */
let demoPasswordHash: Promise<string> | undefined;
const demoHash = (): Promise<string> => {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
};

/** The member's birthdate (`YYYY-MM-DD`): their own, or in the seed's month in Jamaica (`bornInSeedMonth`). */
function demoBirthdate(demo: DemoMember, now: Date): string | null {
  if (!demo.bornInSeedMonth) return demo.profile.birthdate ?? null;
  const month = String(jamaicaWallClock(now).getUTCMonth() + 1).padStart(2, '0');
  const day = String(Math.min(demo.bornInSeedMonth.day, 28)).padStart(2, '0');
  return `${demo.bornInSeedMonth.year}-${month}-${day}`;
}

/**
 * Inserts the demo members, with no points yet: their ledger (seed-ledger.ts) sets their balance
 * and tier. Returns member ids by account number.
 */
export async function seedMembers(tx: Queryable, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const demo of DEMO_MEMBERS) {
    const p = demo.profile;
    const inserted = await tx.query<{ id: string | number }>(
      `insert into members (account_number, email_address, password_hash, type, verified, login_enabled, can_update,
         prefix, first_name, last_name, gender, birthdate, phone_number, address1, city, parish,
         household_size, dependants, income, occupation, vendor_tier, member_since)
       values ($1, $2, $3, $4, $5, $22, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       returning id`,
      [
        demo.accountNumber,
        demo.emailAddress,
        await demoHash(),
        demo.type,
        demo.verified,
        demo.canUpdate,
        p.prefix ?? null,
        p.firstName ?? null,
        p.lastName ?? null,
        p.gender ?? null,
        demoBirthdate(demo, now),
        p.phoneNumber ?? null,
        p.address1 ?? null,
        p.city ?? null,
        p.parish ?? null,
        p.householdSize ?? null,
        p.dependants ?? null,
        p.income ?? null,
        p.occupation ?? null,
        'Bronze',
        demo.memberSince,
        demo.loginEnabled ?? true,
      ],
    );
    const memberId = Number(inserted.rows[0]!.id);
    ids.set(demo.accountNumber, memberId);
  }
  return ids;
}
