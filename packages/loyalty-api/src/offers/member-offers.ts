import { fullMemberRefusalOf } from '@portal/contracts/full-member-rule';
import { offerAudienceIncludes } from '@portal/contracts/offer-audience';
import { offerWindowState } from '@portal/contracts/offer-window';
import type { MemberOffer } from '@portal/contracts/provider/offers';
import type { Queryable } from '../db/database.ts';
import { audienceMemberOf, type OfferRow, toOffer } from './offer-row.ts';

/**
 * The offers a member sees at `now` (docs/decisions/0044-offers.md): open ones whose audience takes
 * them in, soonest ending first, each with their activation, the points they have earned from it,
 * and for a guest or a pending member the step they need first (the redeeming rule's words).
 * `onlyId`: that one offer, whatever its window (activating and undoing judge the window themselves).
 */
export async function memberOffers(
  db: Queryable,
  memberId: number,
  now: Date,
  onlyId?: string,
): Promise<MemberOffer[]> {
  const member = await audienceMemberOf(db, memberId);
  if (!member) return [];
  const rows = await db.query<OfferRow & { activated_at: Date | string | null; earned: string | number }>(
    `select o.*, a.activated_at,
            (select coalesce(sum(w.points), 0) from offer_awards w where w.member_id = $1 and w.offer_id = o.id) as earned
       from offers o
       left join offer_activations a on a.offer_id = o.id and a.member_id = $1
      where ${onlyId === undefined ? 'o.starts_at <= $2 and o.ends_at > $2' : 'o.id = $2'}
      order by o.ends_at, o.id`,
    [memberId, onlyId ?? now],
  );
  const firstStep = fullMemberRefusalOf(member.memberClass, 'activate-offer');
  return rows.rows
    .map((row) => ({ row, offer: toOffer(row) }))
    .filter(({ offer }) => offerAudienceIncludes(offer.audience, member))
    .filter(({ offer }) => onlyId !== undefined || offerWindowState(offer, now) === 'open')
    .map(({ row, offer }) => ({
      id: offer.id,
      title: offer.title,
      image: offer.image,
      rule: offer.rule,
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      capPerMember: offer.capPerMember,
      activatedAt: row.activated_at === null ? null : new Date(row.activated_at).toISOString(),
      earnedPoints: Number(row.earned),
      firstStep: firstStep
        ? {
            reason: firstStep.reason,
            message: firstStep.message,
            firstStep: firstStep.firstStep,
            nextStep: firstStep.nextStep,
          }
        : null,
    }));
}
