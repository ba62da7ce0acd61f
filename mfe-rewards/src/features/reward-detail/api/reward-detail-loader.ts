import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { sessionReady } from '@portal/session/session-actions';
import { loadReward } from '../reward-loader.ts';

/**
 * The reward, awaited (an unknown id is a 404). The page is public, so no guard waits for the
 * session; waiting here (it is loading in parallel anyway) means a member never sees "Sign in to
 * redeem" flash before their own button.
 */
export async function rewardDetailLoader({ params, request }: LoaderFunctionArgs) {
  const [reward] = await Promise.all([loadReward(params.id, request.signal), sessionReady()]);
  return { reward };
}

export type RewardDetailData = Awaited<ReturnType<typeof rewardDetailLoader>>;
