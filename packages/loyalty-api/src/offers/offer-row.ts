import type { MemberClass } from '@portal/contracts/full-member-rule';
import type { OfferAudienceMember } from '@portal/contracts/offer-audience';
import type { Offer } from '@portal/contracts/provider/offers';
import type { Queryable } from '../db/database.ts';

/** A row of `offers` (migrations/013_offers.sql). */
export interface OfferRow {
  id: string;
  title: string;
  image: string;
  rule: Offer['rule'];
  audience: Offer['audience'];
  starts_at: Date | string;
  ends_at: Date | string;
  cap_per_member: number;
}

/** The offer a row holds, its window as ISO instants. */
export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    rule: row.rule,
    audience: row.audience,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    capPerMember: row.cap_per_member,
  };
}

/** What an offer's audience is judged on, for a live member; undefined for none. */
export async function audienceMemberOf(
  db: Queryable,
  memberId: number,
  lock = false,
): Promise<(OfferAudienceMember & { points: number }) | undefined> {
  const found = await db.query<{
    account_number: string;
    vendor_tier: string;
    type: string;
    verified: boolean;
    points: number;
  }>(
    `select account_number, vendor_tier, type, verified, points from members
      where id = $1 and deleted_at is null${lock ? ' for update' : ''}`,
    [memberId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const memberClass: MemberClass = row.type === 'guest' ? 'guest' : row.verified ? 'verified' : 'pending';
  return { accountNumber: row.account_number, tier: row.vendor_tier, memberClass, points: row.points };
}
