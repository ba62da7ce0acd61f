import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { refreshPoints } from '@portal/session/session-actions';
import { loadReward } from '../../reward-detail/reward-loader.ts';

/**
 * The reward, awaited (404 for an unknown id), while the balance is refreshed alongside: the
 * confirmation shows the balance after redeeming, so it must be today's.
 */
export async function redeemLoader({ params, request }: LoaderFunctionArgs) {
  const balance = refreshPoints().catch(() => undefined);
  const reward = await loadReward(params.id, request.signal);
  await balance;
  return { reward };
}

export type RedeemData = Awaited<ReturnType<typeof redeemLoader>>;
