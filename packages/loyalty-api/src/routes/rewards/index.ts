import type { ProviderRoutes } from '../../context.ts';
import { registerRewardDetail } from './reward-detail.ts';
import { registerRewardFavouriteAdd } from './reward-favourite-add.ts';
import { registerRewardFavouriteRemove } from './reward-favourite-remove.ts';
import { registerRewardFavouritesList } from './reward-favourites-list.ts';
import { registerRewardImage } from './reward-image.ts';
import { registerRewardRedeem } from './reward-redeem.ts';
import { registerRewardsList } from './rewards-list.ts';
import { registerRewardsSearch } from './rewards-search.ts';

/**
 * `/api/v1/rewards/…`: the catalogue, search, one reward, redeeming it, the member's favourites,
 * and its image under `/media/rewards/`.
 */
export const rewardsRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerRewardsList(app, ctx);
  registerRewardsSearch(app, ctx);
  registerRewardFavouritesList(app, ctx);
  registerRewardDetail(app, ctx);
  registerRewardFavouriteAdd(app, ctx);
  registerRewardFavouriteRemove(app, ctx);
  registerRewardRedeem(app, ctx);
  registerRewardImage(app, ctx);
};
