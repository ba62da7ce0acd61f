import type { RewardCategory } from '@portal/contracts/provider/rewards';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';

/** GET /api/v1/reward-category — every category, sorted alphabetically by name (requirements §10.1). */
export function registerRewardCategory(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/reward-category', { preValidation: requireBearer(ctx) }, async (): Promise<RewardCategory[]> => {
    const found = await ctx.db.query<{ id: number; slug: string; name: string }>(
      'select id, slug, name from reward_categories order by lower(name), id',
    );
    return found.rows.map((row) => ({ id: Number(row.id), slug: row.slug, name: row.name }));
  });
}
