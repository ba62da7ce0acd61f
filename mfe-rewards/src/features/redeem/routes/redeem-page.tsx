import type { Reward } from '@portal/contracts/provider/rewards';
import { useLoaderData } from '@portal/router/react-router';
import { pointsAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import type { RedeemData } from '../api/redeem-loader.ts';
import { useRedeem } from '../api/use-redeem.ts';
import { RedeemConfirmation } from '../components/redeem-confirmation.tsx';
import { RedeemSuccess } from '../components/redeem-success.tsx';

function RedeemFlow({ reward }: { reward: Reward }) {
  const balance = useAtomValue(pointsAtom);
  const { state, redeem } = useRedeem(reward.id);
  if (state.status === 'redeemed') return <RedeemSuccess result={state.result} />;
  return <RedeemConfirmation reward={reward} balance={balance} state={state} onConfirm={() => void redeem()} />;
}

/** /rewards/{id}/redeem (signed-in members): confirm, redeem once, and see the voucher. */
export function RedeemPage() {
  const { reward } = useLoaderData<RedeemData>();
  // Keyed: another reward is another confirmation, with its own idempotency key.
  return <RedeemFlow key={reward.id} reward={reward} />;
}
