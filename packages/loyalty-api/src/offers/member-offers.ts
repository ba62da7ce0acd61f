import { fullMemberRefusalOf, type MemberClass } from '@portal/contracts/full-member-rule';
import { offerAudienceIncludes } from '@portal/contracts/offer-audience';
import { offerWindowState } from '@portal/contracts/offer-window';
import type { MemberOffer, Offer } from '@portal/contracts/provider/offers';
import type { Queryable } from '../db/database.ts';
import { audienceMemberOf, type OfferRow, toOffer } from './offer-row.ts';

type AudienceMember = NonNullable<Awaited<ReturnType<typeof audienceMemberOf>>>;

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
  return member ? openOffersShownTo(db, memberId, member, now, onlyId) : [];
}

/** memberOffers for a member already read (a preview reads it once for both lists). */
async function openOffersShownTo(
  db: Queryable,
  memberId: number,
  member: AudienceMember,
  now: Date,
  onlyId?: string,
): Promise<MemberOffer[]> {
  const rows = await db.query<OfferRow & { activated_at: Date | string | null; earned: string | number }>(
    `select o.*, a.activated_at,
            (select coalesce(sum(w.points), 0) from offer_awards w where w.member_id = $1 and w.offer_id = o.id) as earned
       from offers o
       left join offer_activations a on a.offer_id = o.id and a.member_id = $1
      where ${onlyId === undefined ? 'o.starts_at <= $2 and o.ends_at > $2' : 'o.id = $2'}
      order by o.ends_at, o.id`,
    [memberId, onlyId ?? now],
  );
  const asShown = shownAs(member);
  return rows.rows
    .map((row) => ({ row, offer: toOffer(row) }))
    .filter(({ offer }) => offerAudienceIncludes(offer.audience, member))
    .filter(({ offer }) => onlyId !== undefined || offerWindowState(offer, now) === 'open')
    .map(({ row, offer }) => asShown(offer, row.activated_at, row.earned));
}

/**
 * The offers a member would see were a staged file published (docs/decisions/0044-offers.md,
 * "Previewing a file"): the open live offers, each one the file names replaced by the file's, and
 * the file's others whose audience takes the member in and that have not ended — scheduled ones
 * too, so marketing sees an offer before its start. The member's activations and earnings of an
 * id already live are kept, as publishing keeps them.
 */
export async function previewedOffers(
  db: Queryable,
  memberId: number,
  now: Date,
  staged: readonly Offer[],
): Promise<MemberOffer[]> {
  const member = await audienceMemberOf(db, memberId);
  if (!member) return [];
  const ids = staged.map((offer) => offer.id);
  const [live, activations, awards] = await Promise.all([
    openOffersShownTo(db, memberId, member, now),
    db.query<{ offer_id: string; activated_at: Date | string }>(
      'select offer_id, activated_at from offer_activations where member_id = $1 and offer_id = any($2::text[])',
      [memberId, ids],
    ),
    db.query<{ offer_id: string; earned: string | number }>(
      `select offer_id, sum(points) as earned from offer_awards
        where member_id = $1 and offer_id = any($2::text[]) group by offer_id`,
      [memberId, ids],
    ),
  ]);
  const activatedAt = new Map(activations.rows.map((row) => [row.offer_id, row.activated_at]));
  const earned = new Map(awards.rows.map((row) => [row.offer_id, row.earned]));
  const asShown = shownAs(member);
  const fromFile = staged
    .filter((offer) => offerAudienceIncludes(offer.audience, member) && offerWindowState(offer, now) !== 'ended')
    .map((offer) => asShown(offer, activatedAt.get(offer.id) ?? null, earned.get(offer.id) ?? 0));
  return [...live.filter((offer) => !ids.includes(offer.id)), ...fromFile].sort(
    (a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** An offer as this member sees it: with their activation, what they earned, and their first step if any. */
function shownAs(member: { memberClass: MemberClass }) {
  const firstStep = fullMemberRefusalOf(member.memberClass, 'activate-offer');
  return (offer: Offer, activatedAt: Date | string | null, earnedPoints: string | number): MemberOffer => ({
    id: offer.id,
    title: offer.title,
    image: offer.image,
    rule: offer.rule,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    capPerMember: offer.capPerMember,
    activatedAt: activatedAt === null ? null : new Date(activatedAt).toISOString(),
    earnedPoints: Number(earnedPoints),
    firstStep: firstStep
      ? {
          reason: firstStep.reason,
          message: firstStep.message,
          firstStep: firstStep.firstStep,
          nextStep: firstStep.nextStep,
        }
      : null,
  });
}
