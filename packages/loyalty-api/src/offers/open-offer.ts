import type { FullMemberAction } from '@portal/contracts/full-member-rule';
import { offerWindowState } from '@portal/contracts/offer-window';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { OFFER_MESSAGES, OFFERS_PREVIEW_HEADER, type OfferIdParamsSchema } from '@portal/contracts/provider/offers';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { ProviderContext } from '../context.ts';
import { memberOf } from '../http/authenticate.ts';
import { ProviderError } from '../http/provider-error.ts';
import { requireFullMember } from '../members/require-full-member.ts';
import { visibleOffer } from './visible-offer.ts';

/**
 * The offer a member's activation request names, checked in order: not while previewing staged
 * offers (else 409 `offer_preview_read_only`), one they can see (else 404),
 * a class that may take the `action` (else the redeeming rule's 403), open now (else 409 with
 * `notOpen`). What the request acts on: the member, the offer's id and the provider's time.
 */
export async function openOfferOf(
  ctx: ProviderContext,
  request: FastifyRequest<{ Params: v.InferOutput<typeof OfferIdParamsSchema> }>,
  checks: { notOpen: string; action?: FullMemberAction },
): Promise<{ memberId: number; id: string; now: Date }> {
  // A preview only shows: its offers are not published, and a live one's state is not the preview's to change.
  if (request.headers[OFFERS_PREVIEW_HEADER] !== undefined) {
    throw new ProviderError(409, ERROR_CODES.offerPreviewReadOnly, OFFER_MESSAGES.previewReadOnly);
  }
  const { memberId } = memberOf(request);
  const { id } = request.params;
  const now = ctx.now();
  const offer = await visibleOffer(ctx.db, memberId, id, now);
  if (checks.action) await requireFullMember(ctx.db, memberId, checks.action);
  if (offerWindowState(offer, now) !== 'open') throw new ProviderError(409, ERROR_CODES.offerNotOpen, checks.notOpen);
  return { memberId, id, now };
}
