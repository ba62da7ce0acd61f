import { hashPassword } from '../auth/password-hash.ts';
import type { Queryable } from '../db/database.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members.ts';
import { pick, seededRandom } from './random.ts';

/** Fictional store locations of the retail group, across the island. */
export const STORES = [
  'Half Way Tree, Kingston',
  'Liguanea, St. Andrew',
  'Portmore Pines, St. Catherine',
  'Fairview, Montego Bay',
  'Ocho Rios, St. Ann',
  'Mandeville, Manchester',
  'May Pen, Clarendon',
  'Savanna-la-Mar, Westmoreland',
] as const;

const DAY_MS = 86_400_000;

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

/** Inserts the demo members and a year of purchases each, ending today. Returns member ids by account number. */
export async function seedMembers(tx: Queryable, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const random = seededRandom(20_260_101);
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
        p.birthdate ?? null,
        p.phoneNumber ?? null,
        p.address1 ?? null,
        p.city ?? null,
        p.parish ?? null,
        p.householdSize ?? null,
        p.dependants ?? null,
        p.income ?? null,
        p.occupation ?? null,
        demo.vendorTier,
        demo.memberSince,
        demo.loginEnabled ?? true,
      ],
    );
    const memberId = Number(inserted.rows[0]!.id);
    ids.set(demo.accountNumber, memberId);

    // A year of purchases: one point per J$100 spent, at the member's usual stores.
    const home = pick(random, STORES);
    let balance = 0;
    const visits = demo.visitsPerMonth * 12;
    for (let i = 0; i < visits; i++) {
      const occurredAt = new Date(now.getTime() - Math.floor(random() * 365 * DAY_MS));
      occurredAt.setHours(8 + Math.floor(random() * 12), Math.floor(random() * 60), 0, 0);
      const amount = Math.round((1_500 + random() * 18_500) * 100) / 100;
      const points = Math.floor(amount / 100);
      const location = random() < 0.75 ? home : pick(random, STORES);
      balance += points;
      await tx.query(
        `insert into point_transactions (member_id, occurred_at, kind, description, location, points, amount_jmd)
         values ($1, $2, 'earn', 'Purchase', $3, $4, $5)`,
        [memberId, occurredAt, location, points, amount],
      );
    }
    await tx.query('update members set points = $2 where id = $1', [memberId, balance]);
  }
  return ids;
}
