import type { Reward } from '@portal/contracts/provider/rewards';
import { Link } from '@portal/router/react-router';
import type { ActionRefusal } from '@portal/session/account-rules';
import { Alert } from '@portal/ui/alert';
import { Button, buttonClassName } from '@portal/ui/button';
import { formatPoints } from '@portal/ui/format/format-points';
import { Skeleton } from '@portal/ui/skeleton';
import { availabilitySentence } from '../../reward-detail/components/availability-note.tsx';
import type { RedeemState } from '../api/use-redeem.ts';
import redeemStyles from '../redeem.module.css';
import styles from './redeem-confirmation.module.css';

interface RedeemConfirmationProps {
  reward: Reward;
  /** The member's balance; null while it loads. */
  balance: number | null;
  state: Exclude<RedeemState, { status: 'redeemed' }>;
  onConfirm: () => void;
  /** Why this member may not redeem at all (a guest, a pending member); null when they may. */
  notAllowed: ActionRefusal | null;
}

/** The confirmation: what it costs, the balance now and after, and one button that redeems once. */
export function RedeemConfirmation({ reward, balance, state, onConfirm, notAllowed }: RedeemConfirmationProps) {
  const available = reward.availability === 'available';
  const short = balance !== null && balance < reward.points;
  const failure = state.status === 'failed' ? state.failure : null;
  const canConfirm = notAllowed === null && available && !short && (failure === null || failure.retryable);

  return (
    <div className={redeemStyles.redeem}>
      <h1>Redeem this reward</h1>
      <div className={styles.redeemCard}>
        <img
          className={styles.redeemImage}
          src={reward.imageUrl}
          width={192}
          height={120}
          loading="lazy"
          decoding="async"
          alt=""
        />
        <div>
          <p className={styles.redeemCategory}>{reward.category.name}</p>
          <p className={styles.redeemName}>{reward.name}</p>
        </div>
      </div>

      <dl className={styles.redeemSums} aria-label="Points">
        <div>
          <dt>Cost</dt>
          <dd data-testid="redeem-cost">{formatPoints(reward.points)}</dd>
        </div>
        <div>
          <dt>Your balance</dt>
          <dd data-testid="redeem-balance">
            {balance === null ? <Skeleton width="6rem" label="Loading your balance" /> : formatPoints(balance)}
          </dd>
        </div>
        <div className={styles.redeemAfter}>
          <dt>Balance after</dt>
          <dd data-testid="redeem-balance-after">
            {balance === null ? <Skeleton width="6rem" /> : short ? '—' : formatPoints(balance - reward.points)}
          </dd>
        </div>
      </dl>

      <p className={styles.redeemTerms}>
        You will get a voucher valid for {reward.voucherValidDays} days. {reward.terms}
      </p>

      {notAllowed ? (
        <Alert tone="info">
          <p data-testid="redeem-not-allowed">{notAllowed.message}</p>
          <Link to={notAllowed.nextStep.to} className={buttonClassName('primary')}>
            {notAllowed.nextStep.label}
          </Link>
        </Alert>
      ) : null}
      {!available ? <Alert tone="warning">{availabilitySentence(reward)}</Alert> : null}
      {notAllowed === null && available && short && failure === null ? (
        <Alert tone="warning">
          You need {formatPoints(reward.points - (balance ?? 0))} more to redeem this reward.
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error">
          <p className={styles.redeemFailureTitle}>{failure.title}</p>
          <p>{failure.detail}</p>
        </Alert>
      ) : null}

      <div className={styles.redeemActions}>
        {canConfirm ? (
          <Button busy={state.status === 'redeeming'} onClick={onConfirm}>
            {state.status === 'redeeming'
              ? 'Redeeming…'
              : failure
                ? 'Try again'
                : `Confirm and redeem ${formatPoints(reward.points)}`}
          </Button>
        ) : null}
        <Link to={`/rewards/${reward.id}`}>{canConfirm ? 'Cancel' : 'Back to the reward'}</Link>
        {!canConfirm ? <Link to="/rewards">Choose another reward</Link> : null}
      </div>
    </div>
  );
}
