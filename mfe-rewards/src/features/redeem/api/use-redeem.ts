import { newIdempotencyKey, redeemReward } from '@portal/api-client/calls/rewards';
import type { RedeemResponse } from '@portal/contracts/provider/rewards';
import { refreshPoints, setPoints } from '@portal/session/session-actions';
import { useCallback, useRef, useState } from 'react';
import { type RedeemFailure, redeemFailureOf } from './redeem-failure.ts';

export type RedeemState =
  | { status: 'confirming' }
  | { status: 'redeeming' }
  | { status: 'failed'; failure: RedeemFailure }
  | { status: 'redeemed'; result: RedeemResponse };

/**
 * One redeem confirmation. It has one idempotency key for its whole life, so a retry after a
 * lost answer cannot redeem twice; and a second click while the first is on its way does nothing.
 */
export function useRedeem(rewardId: number) {
  const [key] = useState(newIdempotencyKey);
  const [state, setState] = useState<RedeemState>({ status: 'confirming' });
  const inFlight = useRef(false);

  const redeem = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'redeeming' });
    try {
      const result = await redeemReward(rewardId, key);
      // The sidebar shows the new balance at once.
      setPoints(result.points);
      setState({ status: 'redeemed', result });
    } catch (error) {
      const failure = redeemFailureOf(error);
      setState({ status: 'failed', failure });
      // A short balance may mean the one shown was stale.
      if (!failure.retryable) void refreshPoints().catch(() => undefined);
    } finally {
      inFlight.current = false;
    }
  }, [rewardId, key]);

  return { state, redeem };
}
