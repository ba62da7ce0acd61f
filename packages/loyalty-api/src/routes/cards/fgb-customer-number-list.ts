import type { LinkedCard } from '@portal/contracts/provider/cards';
import { type LinkedCardRow, toLinkedCard } from '../../cards/linked-card-row.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';

/** GET /api/v1/fgb-customer-number — the member's linked partner-bank credit cards, oldest first. */
export function registerFgbCustomerNumberList(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/fgb-customer-number',
    { preValidation: requireMember(ctx) },
    async (request): Promise<LinkedCard[]> => {
      const { memberId } = memberOf(request);
      const rows = await ctx.db.query<LinkedCardRow>(
        'select id, customer_number, card_last_four, linked_at from linked_cards where member_id = $1 order by linked_at, id',
        [memberId],
      );
      return rows.rows.map(toLinkedCard);
    },
  );
}
