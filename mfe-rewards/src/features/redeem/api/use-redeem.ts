import { redeemReward } from '@portal/api-client/calls/rewards';
import type { RedeemedVoucherNote } from '@portal/contracts/redeemed-voucher-note';
import { useNavigate } from '@portal/router/react-router';
import { refreshPoints, setPoints } from '@portal/session/session-actions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmationKey } from '../confirmation-key.ts';
import { type RedeemFailure, redeemFailureOf } from '../redeem-failure.ts';
import { redeemedKeys } from '../redeemed-keys.ts';

export type RedeemState =
  | { status: 'confirming' }
  | { status: 'redeeming' }
  | { status: 'failed'; failure: RedeemFailure }
  | { status: 'redeemed'; voucherNumber: string };

const voucherPath = (voucherNumber: string) => `/vouchers/${encodeURIComponent(voucherNumber)}`;

/**
 * One redeem confirmation. It has one idempotency key for its whole life (its history entry's, see
 * confirmation-key.ts), so a retry or a reload after a lost answer cannot redeem twice; a second
 * click while the first is on its way does nothing. Success is post/redirect/get: the page is
 * replaced by the new voucher's own address, so neither a reload nor Back shows this confirmation
 * again; and a confirmation whose key already redeemed goes straight to its voucher.
 */
export function useRedeem(rewardId: number) {
  const navigate = useNavigate();
  const [key] = useState(confirmationKey);
  // Shown again for a key that already redeemed (Back or a reload landed here): to its voucher.
  const [earlier] = useState(() => redeemedKeys.voucherOf(key));
  const [state, setState] = useState<RedeemState>(() =>
    earlier ? { status: 'redeemed', voucherNumber: earlier } : { status: 'confirming' },
  );
  const inFlight = useRef(false);

  useEffect(() => {
    if (earlier) void navigate(voucherPath(earlier), { replace: true });
  }, [earlier, navigate]);

  const redeem = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'redeeming' });
    try {
      const result = await redeemReward(rewardId, key);
      const { voucher, points } = result;
      redeemedKeys.remember(key, voucher.voucherNumber);
      // The sidebar shows the new balance at once.
      setPoints(points);
      const redeemed: RedeemedVoucherNote = { rewardName: voucher.rewardName, pointsCost: voucher.pointsCost, points };
      // Replace, not push: this confirmation leaves the history, the voucher takes its place.
      void navigate(voucherPath(voucher.voucherNumber), { replace: true, state: { redeemed } });
      setState({ status: 'redeemed', voucherNumber: voucher.voucherNumber });
    } catch (error) {
      const failure = redeemFailureOf(error);
      setState({ status: 'failed', failure });
      // A short balance may mean the one shown was stale.
      if (!failure.retryable) void refreshPoints().catch(() => undefined);
    } finally {
      inFlight.current = false;
    }
  }, [rewardId, key, navigate]);

  return { state, redeem };
}
