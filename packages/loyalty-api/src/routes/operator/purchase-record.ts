import { PurchaseRequestSchema, type RecordedPurchase } from '@portal/contracts/provider/purchases';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireOperator } from '../../http/authenticate.ts';
import { recordPurchase } from '../../offers/record-purchase.ts';

/**
 * POST /operator/v1/purchases — a till records a purchase: its points and every active matching
 * offer's bonus, once per purchase id (201); the same id again answers what was written (200).
 */
export function registerPurchaseRecord(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/operator/v1/purchases',
    { preValidation: requireOperator(ctx, 'till'), schema: { body: PurchaseRequestSchema } },
    async (request, reply) => {
      const purchase = request.body;
      const result: RecordedPurchase = await recordPurchase(ctx.db, purchase);
      return reply
        .status(result.replayed ? 200 : 201)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
}
