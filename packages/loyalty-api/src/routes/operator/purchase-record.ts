import { PurchaseRequestSchema, type RecordedPurchase } from '@portal/contracts/provider/purchases';
import { parseInput } from '@portal/server-kit/parse-input';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireOperator } from '../../http/authenticate.ts';
import { recordPurchase } from '../../offers/record-purchase.ts';

/**
 * POST /operator/v1/purchases — a till records a purchase: its points and every active matching
 * offer's bonus, once per purchase id (201); the same id again answers what was written (200).
 */
export function registerPurchaseRecord(app: ProviderApp, ctx: ProviderContext): void {
  app.post('/operator/v1/purchases', { preHandler: requireOperator(ctx, 'till') }, async (request, reply) => {
    const purchase = parseInput(PurchaseRequestSchema, request.body);
    const result: RecordedPurchase = await recordPurchase(ctx.db, purchase);
    return reply
      .status(result.replayed ? 200 : 201)
      .header('cache-control', 'no-store')
      .send(result);
  });
}
