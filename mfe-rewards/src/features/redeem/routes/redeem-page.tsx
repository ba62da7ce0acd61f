import type { Reward } from '@portal/contracts/provider/rewards';
import { useLoaderData } from '@portal/router/react-router';
import { actionRefusalOf } from '@portal/session/account-rules';
import { accountClassAtom, pointsAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import type { RedeemData } from '../api/redeem-loader.ts';
import { useRedeem } from '../api/use-redeem.ts';
import { RedeemConfirmation } from '../components/redeem-confirmation.tsx';
import styles from '../redeem.module.css';

function RedeemFlow({ reward }: { reward: Reward }) {
  const balance = useAtomValue(pointsAtom);
  const notAllowed = actionRefusalOf(useAtomValue(accountClassAtom), 'redeem-reward');
  const { state, redeem } = useRedeem(reward.id);
  // Redeemed: the voucher's page replaces this one; never a live confirmation meanwhile.
  if (state.status === 'redeemed') {
    return (
      <p className={styles.redeem} role="status" data-testid="redeem-done">
        Redeemed. Opening your voucher…
      </p>
    );
  }
  return (
    <RedeemConfirmation
      reward={reward}
      balance={balance}
      state={state}
      onConfirm={() => void redeem()}
      notAllowed={notAllowed}
    />
  );
}

/** /rewards/{id}/redeem (signed-in members): confirm, redeem once, and land on the voucher's page. */
export function RedeemPage() {
  const { reward } = useLoaderData<RedeemData>();
  // Keyed: another reward is another confirmation, with its own idempotency key.
  return <RedeemFlow key={reward.id} reward={reward} />;
}
