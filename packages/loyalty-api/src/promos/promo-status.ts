import type { PromoCode, PromoCodeStatus } from '@portal/contracts/provider/promo-codes';
import type { Queryable } from '../db/database.ts';

export interface PromoCodeRow {
  code: string;
  description: string;
  points: number;
  starts_at: Date | string;
  expires_at: Date | string | null;
  max_claims: number | null;
  claims: string | number;
  claimed_by_member: boolean;
}

/** A promo code with its claim count and whether this member claimed it; `lock` for a claim. */
export async function findPromoCode(
  db: Queryable,
  code: string,
  memberId: number,
  lock = false,
): Promise<PromoCodeRow | undefined> {
  if (lock) await db.query('select 1 from promo_codes where code = $1 for update', [code]);
  const found = await db.query<PromoCodeRow>(
    `select p.code, p.description, p.points, p.starts_at, p.expires_at, p.max_claims,
            (select count(*) from promo_claims c where c.code = p.code) as claims,
            exists (select 1 from promo_claims c where c.code = p.code and c.member_id = $2) as claimed_by_member
       from promo_codes p where p.code = $1`,
    [code, memberId],
  );
  return found.rows[0];
}

/** Where the code stands for this member, now. The member's own claim comes first: it is the most useful to hear. */
export function promoStatus(row: PromoCodeRow, now: Date): PromoCodeStatus {
  if (row.claimed_by_member) return 'claimed';
  if (row.expires_at !== null && new Date(row.expires_at) <= now) return 'expired';
  if (new Date(row.starts_at) > now) return 'not-started';
  if (row.max_claims !== null && Number(row.claims) >= row.max_claims) return 'exhausted';
  return 'available';
}

export function toPromoCode(row: PromoCodeRow, now: Date): PromoCode {
  return {
    code: row.code,
    description: row.description,
    points: row.points,
    startsAt: new Date(row.starts_at).toISOString(),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    status: promoStatus(row, now),
  };
}
