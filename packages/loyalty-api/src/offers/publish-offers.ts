import type { OfferPublishResult } from '@portal/contracts/provider/offer-file';
import type { Offer } from '@portal/contracts/provider/offers';
import type { Database, Queryable } from '../db/database.ts';

/**
 * Publishes checked offers in one transaction (docs/decisions/0044-offers.md): each new id is
 * created, each known one replaced (its activations and awards stay); offers the file does not
 * name are left as they are.
 */
export async function publishOffers(db: Database, offers: readonly Offer[], now: Date): Promise<OfferPublishResult> {
  return db.transaction((tx) => writeOffers(tx, offers, now));
}

/** Creates or replaces each offer inside the caller's transaction (publishing, seeding). */
export async function writeOffers(tx: Queryable, offers: readonly Offer[], now: Date): Promise<OfferPublishResult> {
  const result: OfferPublishResult = { created: [], updated: [] };
  for (const offer of offers) {
    const written = await tx.query<{ created: boolean }>(
      `insert into offers (id, title, image, rule, audience, starts_at, ends_at, cap_per_member, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (id) do update set title = excluded.title, image = excluded.image, rule = excluded.rule,
         audience = excluded.audience, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
         cap_per_member = excluded.cap_per_member, published_at = excluded.published_at
       returning (xmax = 0) as created`,
      [
        offer.id,
        offer.title,
        offer.image,
        JSON.stringify(offer.rule),
        JSON.stringify(offer.audience),
        offer.startsAt,
        offer.endsAt,
        offer.capPerMember,
        now,
      ],
    );
    (written.rows[0]?.created ? result.created : result.updated).push(offer.id);
  }
  return result;
}
