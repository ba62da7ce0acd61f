import { offerBonusOf } from '@portal/contracts/offer-bonus';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { PurchaseRequest, RecordedPurchase } from '@portal/contracts/provider/purchases';
import type { Database, Queryable } from '../db/database.ts';
import { ProviderError } from '../http/provider-error.ts';
import { purchasePoints, TIERS } from '../points/tier-rules.ts';
import { audienceMemberOf, type OfferRow, toOffer } from './offer-row.ts';

/** What a recording of this purchase id wrote, read back. */
async function recorded(tx: Queryable, purchaseId: string, memberId: number): Promise<RecordedPurchase> {
  const purchase = await tx.query<{ points: number }>(
    `select t.points from purchases p join point_transactions t on t.id = p.point_transaction_id where p.id = $1`,
    [purchaseId],
  );
  const awards = await tx.query<{ offer_id: string; title: string; points: number }>(
    `select w.offer_id, o.title, w.points from offer_awards w join offers o on o.id = w.offer_id
      where w.purchase_id = $1 order by w.offer_id`,
    [purchaseId],
  );
  const balance = await tx.query<{ points: number }>('select points from members where id = $1', [memberId]);
  return {
    purchaseId,
    points: purchase.rows[0]?.points ?? 0,
    offers: awards.rows.map((row) => ({ offerId: row.offer_id, title: row.title, points: row.points })),
    balance: balance.rows[0]?.points ?? 0,
    replayed: true,
  };
}

/**
 * Records a purchase at the till (docs/decisions/0044-offers.md), in one transaction with the
 * member's row locked: its `earn` row (one point per J$100 and the tier's bonus, as the seeded
 * history), then one `bonus` row per offer it earns — every active matching offer, each once,
 * within its cap — named "+150 bonus pts: Portmore spend offer". The till's purchase id is the
 * key: recorded again, it answers what the first recording wrote and adds nothing; the same id for
 * another member or amount is refused (409).
 */
export async function recordPurchase(db: Database, purchase: PurchaseRequest): Promise<RecordedPurchase> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: string | number }>(
      'select id from members where account_number = $1 and deleted_at is null',
      [purchase.accountNumber],
    );
    if (!found.rows[0]) throw new ProviderError(404, ERROR_CODES.notFound, 'No member has that account number.');
    const memberId = Number(found.rows[0].id);
    const member = (await audienceMemberOf(tx, memberId, true))!;
    const occurredAt = new Date(purchase.occurredAt);

    const claimed = await tx.query(
      `insert into purchases (id, member_id, occurred_at, store, amount_jmd, lines) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do nothing returning id`,
      [purchase.purchaseId, memberId, occurredAt, purchase.store, purchase.amountJmd, JSON.stringify(purchase.lines)],
    );
    if (claimed.rows.length === 0) {
      const earlier = await tx.query<{ member_id: string | number; amount_jmd: string }>(
        'select member_id, amount_jmd from purchases where id = $1',
        [purchase.purchaseId],
      );
      const row = earlier.rows[0]!;
      if (Number(row.member_id) !== memberId || Number(row.amount_jmd) !== purchase.amountJmd) {
        throw new ProviderError(
          409,
          ERROR_CODES.purchaseConflict,
          'That purchase id was recorded for another member or amount.',
        );
      }
      return recorded(tx, purchase.purchaseId, memberId);
    }

    const tier = TIERS.find((candidate) => candidate.name === member.tier) ?? TIERS[0];
    const earned = purchasePoints(purchase.amountJmd, tier);
    const earn = await tx.query<{ id: string | number }>(
      `insert into point_transactions (member_id, occurred_at, kind, description, location, points, bonus_points, amount_jmd)
       values ($1, $2, 'earn', 'Purchase', $3, $4, $5, $6) returning id`,
      [memberId, occurredAt, purchase.store, earned.points, earned.bonus, purchase.amountJmd],
    );
    await tx.query('update purchases set point_transaction_id = $2 where id = $1', [
      purchase.purchaseId,
      earn.rows[0]!.id,
    ]);
    let total = earned.points;

    const active = await tx.query<OfferRow & { activated_at: Date | string; earned: string | number }>(
      `select o.*, a.activated_at,
              (select coalesce(sum(w.points), 0) from offer_awards w where w.member_id = $1 and w.offer_id = o.id) as earned
         from offer_activations a join offers o on o.id = a.offer_id
        where a.member_id = $1 and o.starts_at <= $2 and o.ends_at > $2
        order by o.id`,
      [memberId, occurredAt],
    );
    const offers: RecordedPurchase['offers'] = [];
    for (const row of active.rows) {
      const offer = toOffer(row);
      const points = offerBonusOf(
        offer,
        { occurredAt, amountJmd: purchase.amountJmd, store: purchase.store, lines: purchase.lines },
        { member, activatedAt: new Date(row.activated_at), earnedPoints: Number(row.earned) },
      );
      if (points <= 0) continue;
      const bonus = await tx.query<{ id: string | number }>(
        `insert into point_transactions (member_id, occurred_at, kind, description, location, points)
         values ($1, $2, 'bonus', $3, $4, $5) returning id`,
        [memberId, occurredAt, `+${points.toLocaleString('en-JM')} bonus pts: ${offer.title}`, purchase.store, points],
      );
      await tx.query(
        `insert into offer_awards (purchase_id, offer_id, member_id, points, point_transaction_id)
         values ($1, $2, $3, $4, $5)`,
        [purchase.purchaseId, offer.id, memberId, points, bonus.rows[0]!.id],
      );
      offers.push({ offerId: offer.id, title: offer.title, points });
      total += points;
    }
    const balance = await tx.query<{ points: number }>(
      'update members set points = points + $2, updated_at = now() where id = $1 returning points',
      [memberId, total],
    );
    return {
      purchaseId: purchase.purchaseId,
      points: earned.points,
      offers,
      balance: balance.rows[0]!.points,
      replayed: false,
    };
  });
}
