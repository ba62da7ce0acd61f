import { isApiFailure } from '@portal/api-client/api-failure';
import { getReward } from '@portal/api-client/calls/rewards';
import type { Reward } from '@portal/contracts/provider/rewards';
import { data } from '@portal/router/react-router';

/** Reward ids are positive whole numbers; anything else names no reward. */
const REWARD_ID = /^[1-9]\d{0,14}$/;

/**
 * The reward of a detail or redeem page, awaited: an unknown id throws a 404, which the shell's
 * route error boundary shows as 'Page not found' (requirements §2.8).
 */
export async function loadReward(id: string | undefined, signal: AbortSignal): Promise<Reward> {
  if (!id || !REWARD_ID.test(id)) throw data(null, { status: 404 });
  try {
    return await getReward(id, signal);
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
