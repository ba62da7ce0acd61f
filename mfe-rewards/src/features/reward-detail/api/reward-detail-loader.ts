import type { LoaderFunctionArgs } from 'react-router';
import { loadReward } from './reward-loader.ts';

export async function rewardDetailLoader({ params, request }: LoaderFunctionArgs) {
  return { reward: await loadReward(params.id, request.signal) };
}

export type RewardDetailData = Awaited<ReturnType<typeof rewardDetailLoader>>;
