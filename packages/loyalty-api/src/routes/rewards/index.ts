import type { ProviderRoutes } from '../../context.ts';
import { registerRewardDetail } from './reward-detail.ts';
import { registerRewardImage } from './reward-image.ts';
import { registerRewardRedeem } from './reward-redeem.ts';
import { registerRewardsList } from './rewards-list.ts';
import { registerRewardsSearch } from './rewards-search.ts';

/**
 * `/api/v1/rewards/…`: the catalogue, search, one reward, redeeming it, and its image under
 * `/media/rewards/`.
 */
export const rewardsRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerRewardsList(app, ctx);
  registerRewardsSearch(app, ctx);
  registerRewardDetail(app, ctx);
  registerRewardRedeem(app, ctx);
  registerRewardImage(app, ctx);
};
