import { cardLastFourRule, customerNumberRule } from '@portal/validation/card-link-schema';
import * as v from 'valibot';

/**
 * GET /api/v1/fgb-customer-number (the member's linked partner-bank credit cards) and POST to the same
 * path (link one). A card is identified by the bank's customer number and the card's last four digits;
 * a full card number is never taken or stored
 * (docs/decisions/0036-promo-codes-and-partner-bank-cards.md).
 */
export const LinkedCardSchema = v.object({
  id: v.number(),
  /** The last four digits of the bank customer number; the rest is never sent back. */
  customerNumberEnding: v.string(),
  cardLastFour: v.string(),
  /** ISO 8601 date-time. */
  linkedAt: v.string(),
});
export type LinkedCard = v.InferOutput<typeof LinkedCardSchema>;
export const LinkedCardsSchema = v.array(LinkedCardSchema);

export const CardLinkRequestSchema = v.strictObject({
  customerNumber: customerNumberRule(),
  cardLastFour: cardLastFourRule(),
});
export type CardLinkRequest = v.InferOutput<typeof CardLinkRequestSchema>;

/** A member may link this many cards. */
export const LINKED_CARDS_MAX = 5;

/** Requirements §13: what a member reads when a card was not linked (the shell shows it on card-linked false). */
export const CARD_NOT_LINKED_MESSAGE =
  'Your card was not linked to your account. Please contact customer service to have this resolved.';
