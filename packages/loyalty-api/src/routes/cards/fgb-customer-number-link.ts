import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { CARD_NOT_LINKED_MESSAGE, CardLinkRequestSchema, LINKED_CARDS_MAX } from '@portal/contracts/provider/cards';
import { type LinkedCardRow, toLinkedCard } from '../../cards/linked-card-row.ts';
import { bankKnowsCustomer } from '../../cards/partner-bank.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { requireFullMember } from '../../members/require-full-member.ts';

const notLinked = (): ProviderError => new ProviderError(422, ERROR_CODES.cardNotLinked, CARD_NOT_LINKED_MESSAGE);

/**
 * POST /api/v1/fgb-customer-number with { customerNumber, cardLastFour } — links a partner-bank
 * credit card. Linking the same card again answers with it (200); a new link is a 201. Refused
 * (422, requirements §13 message) when the bank does not know the customer number, the card is linked to
 * another member, or the member already has the most cards allowed. A guest or a member whose
 * e-mail address is not verified is refused first (403, requireFullMember), as the portal says.
 */
export function registerFgbCustomerNumberLink(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/fgb-customer-number',
    { preValidation: requireMember(ctx), schema: { body: CardLinkRequestSchema } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { customerNumber, cardLastFour } = request.body;
      await requireFullMember(ctx.db, memberId, 'link-card');
      if (!bankKnowsCustomer(customerNumber)) throw notLinked();
      const link = () =>
        ctx.db.transaction(async (tx) => {
          // One member's links are changed one at a time, so the limit holds under concurrent requests.
          await tx.query('select 1 from members where id = $1 for update', [memberId]);
          const existing = await tx.query<LinkedCardRow & { member_id: string | number }>(
            `select id, member_id, customer_number, card_last_four, linked_at from linked_cards
          where customer_number = $1 and card_last_four = $2`,
            [customerNumber, cardLastFour],
          );
          const found = existing.rows[0];
          if (found) {
            if (Number(found.member_id) !== memberId) throw notLinked();
            return { status: 200, card: toLinkedCard(found) };
          }
          const count = await tx.query<{ count: string | number }>(
            'select count(*) as count from linked_cards where member_id = $1',
            [memberId],
          );
          if (Number(count.rows[0]?.count ?? 0) >= LINKED_CARDS_MAX) throw notLinked();
          const inserted = await tx.query<LinkedCardRow>(
            `insert into linked_cards (member_id, customer_number, card_last_four) values ($1, $2, $3)
         returning id, customer_number, card_last_four, linked_at`,
            [memberId, customerNumber, cardLastFour],
          );
          return { status: 201, card: toLinkedCard(inserted.rows[0]!) };
        });
      let outcome: Awaited<ReturnType<typeof link>>;
      try {
        outcome = await link();
      } catch (error) {
        // Another member linked the same card at the same moment.
        if ((error as { code?: string }).code === '23505') throw notLinked();
        throw error;
      }
      return reply.status(outcome.status).header('cache-control', 'no-store').send(outcome.card);
    },
  );
}
