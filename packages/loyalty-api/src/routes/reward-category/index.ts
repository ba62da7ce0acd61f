import type { ProviderRoutes } from '../../context.ts';
import { registerRewardCategory } from './reward-category.ts';

/**
 * `/api/v1/reward-category`: the catalogue's categories.
 */
export const rewardCategoryRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerRewardCategory(app, ctx);
};
