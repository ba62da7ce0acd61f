import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';

export interface RedeemFailure {
  title: string;
  detail: string;
  /** Whether trying the same confirmation again can help (it reuses its idempotency key). */
  retryable: boolean;
}

/** What a member reads when a redeem fails, by the provider's stable error code. */
export function redeemFailureOf(error: unknown): RedeemFailure {
  const code = isApiFailure(error) ? error.code : null;
  switch (code) {
    case ERROR_CODES.insufficientPoints:
      return {
        title: 'You don’t have enough points for this reward',
        detail: messageOf(error),
        retryable: false,
      };
    case ERROR_CODES.rewardInactive:
      return {
        title: 'This reward can’t be redeemed right now',
        detail: 'It has ended or has not started yet. No points were taken.',
        retryable: false,
      };
    case ERROR_CODES.rewardOutOfStock:
      return {
        title: 'This reward has just sold out',
        detail: 'Sorry — the last vouchers have gone. No points were taken.',
        retryable: false,
      };
    case ERROR_CODES.fullRegistrationRequired:
    case ERROR_CODES.accountNotVerified:
      // The page says so before anyone presses Confirm; this is the provider agreeing.
      return { title: 'You can’t redeem rewards yet', detail: messageOf(error), retryable: false };
    default:
      return {
        title: 'We couldn’t redeem this reward',
        detail: `${messageOf(error)} You can try again safely: you will not be charged twice.`,
        retryable: true,
      };
  }
}
