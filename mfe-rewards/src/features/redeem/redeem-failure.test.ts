import { NO_RESPONSE_MESSAGE } from '@portal/api-client/api-failure';
import { describe, expect, it } from 'vitest';
import { redeemFailureOf } from './redeem-failure.ts';

describe('redeem failures', () => {
  it('gives each refusal of the provider its own clear message, and no retry', () => {
    expect(redeemFailureOf({ status: 409, code: 'insufficient_points', message: 'You need 300 more points.' })).toEqual(
      {
        title: 'You don’t have enough points for this reward',
        detail: 'You need 300 more points.',
        retryable: false,
      },
    );
    expect(redeemFailureOf({ status: 409, code: 'reward_inactive', message: 'x' })).toMatchObject({
      title: 'This reward can’t be redeemed right now',
      retryable: false,
    });
    expect(redeemFailureOf({ status: 409, code: 'reward_out_of_stock', message: 'x' })).toMatchObject({
      title: 'This reward has just sold out',
      retryable: false,
    });
  });

  it('offers a safe retry for anything else, a lost connection included', () => {
    const failure = redeemFailureOf({ status: 0, code: 'network_error', message: NO_RESPONSE_MESSAGE });
    expect(failure.retryable).toBe(true);
    expect(failure.detail).toContain(NO_RESPONSE_MESSAGE);
    expect(failure.detail).toContain('not be charged twice');
    expect(redeemFailureOf(new Error('boom')).retryable).toBe(true);
  });
});
