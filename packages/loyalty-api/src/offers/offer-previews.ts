import { randomBytes } from 'node:crypto';
import { OFFER_PREVIEW_MS, type OfferPreview } from '@portal/contracts/provider/offer-file';
import type { Offer } from '@portal/contracts/provider/offers';
import type { Queryable } from '../db/database.ts';

/**
 * Stages checked offers to preview (docs/decisions/0044-offers.md, "Previewing a file"): nothing
 * is published; the answer's id is what a signed preview link carries. The id is random, not the
 * file's hash: staging the same file twice gives two previews, and an id cannot be worked out
 * from a file someone has seen.
 */
export async function stageOfferPreview(db: Queryable, offers: readonly Offer[], now: Date): Promise<OfferPreview> {
  const id = randomBytes(6).toString('hex');
  const expiresAt = new Date(now.getTime() + OFFER_PREVIEW_MS);
  await db.query('insert into offer_previews (id, offers, created_at, expires_at) values ($1, $2, $3, $4)', [
    id,
    JSON.stringify(offers),
    now,
    expiresAt,
  ]);
  return { id, expiresAt: expiresAt.toISOString(), offers: offers.map((offer) => offer.id) };
}

/** The offers a preview staged, while it lasts; undefined once it has expired or if it never was. */
export async function stagedOffers(db: Queryable, id: string, now: Date): Promise<Offer[] | undefined> {
  const found = await db.query<{ offers: Offer[] | string }>(
    'select offers from offer_previews where id = $1 and expires_at > $2',
    [id, now],
  );
  const offers = found.rows[0]?.offers;
  return typeof offers === 'string' ? (JSON.parse(offers) as Offer[]) : offers;
}

/** Deletes the previews that have expired (the hourly sweep); how many. */
export async function pruneOfferPreviews(db: Queryable, now: Date): Promise<number> {
  const deleted = await db.query('delete from offer_previews where expires_at <= $1', [now]);
  return deleted.rowCount;
}
