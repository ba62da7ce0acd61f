import type { Queryable } from '../db/database.ts';
import { DEMO_LINKED_CARDS, DEMO_NAMED_DEPENDANTS, DEMO_PROMO_CODES } from './demo-account-data.ts';

const DAY_MS = 86_400_000;

/**
 * The account remote's demo data: promo codes and claims (each claim a ledger row; the balance is
 * settled from the whole ledger afterwards, seed-ledger.ts); a linked card; named dependants.
 */
export async function seedAccount(tx: Queryable, now: Date, memberIds: ReadonlyMap<string, number>): Promise<void> {
  const idOf = (accountNumber: string): number => {
    const id = memberIds.get(accountNumber);
    if (id === undefined) throw new Error(`no demo member ${accountNumber}`);
    return id;
  };
  for (const promo of DEMO_PROMO_CODES) {
    const startsAt = new Date(now.getTime() + promo.startsInDays * DAY_MS);
    await tx.query(
      'insert into promo_codes (code, description, points, starts_at, expires_at, max_claims) values ($1, $2, $3, $4, $5, $6)',
      [
        promo.code,
        promo.description,
        promo.points,
        startsAt,
        promo.endsInDays === undefined ? null : new Date(now.getTime() + promo.endsInDays * DAY_MS),
        promo.maxClaims ?? null,
      ],
    );
    for (const accountNumber of promo.claimedBy ?? []) {
      const memberId = idOf(accountNumber);
      const claimedAt = new Date(Math.max(startsAt.getTime(), now.getTime() - 10 * DAY_MS));
      const ledger = await tx.query<{ id: string | number }>(
        `insert into point_transactions (member_id, occurred_at, kind, description, points)
         values ($1, $2, 'promo', $3, $4) returning id`,
        [memberId, claimedAt, `Promo code ${promo.code}: ${promo.description}`, promo.points],
      );
      const phone = await tx.query<{ phone_number: string | null }>('select phone_number from members where id = $1', [
        memberId,
      ]);
      await tx.query(
        'insert into promo_claims (code, member_id, phone_number, point_transaction_id, claimed_at) values ($1, $2, $3, $4, $5)',
        [promo.code, memberId, phone.rows[0]?.phone_number ?? '8765550000', ledger.rows[0]!.id, claimedAt],
      );
    }
  }

  for (const card of DEMO_LINKED_CARDS) {
    await tx.query(
      'insert into linked_cards (member_id, customer_number, card_last_four, linked_at) values ($1, $2, $3, $4)',
      [idOf(card.accountNumber), card.customerNumber, card.cardLastFour, new Date(now.getTime() - 200 * DAY_MS)],
    );
  }

  const positions = new Map<string, number>();
  for (const dependant of DEMO_NAMED_DEPENDANTS) {
    const position = positions.get(dependant.accountNumber) ?? 0;
    positions.set(dependant.accountNumber, position + 1);
    await tx.query(
      'insert into member_dependants (member_id, position, first_name, relationship) values ($1, $2, $3, $4)',
      [idOf(dependant.accountNumber), position, dependant.firstName, dependant.relationship],
    );
  }
}
