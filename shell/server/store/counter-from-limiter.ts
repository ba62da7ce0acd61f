import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Counter, CounterRule, CounterState } from './shared-store.ts';
import { storeCall } from './store-unavailable-error.ts';

/** The part of rate-limiter-flexible's limiters (memory or Redis) that a Counter uses. */
export interface FlexibleLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  block(key: string, secDuration: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

const stateOf = (res: RateLimiterRes): CounterState => ({
  consumed: res.consumedPoints,
  remaining: res.remainingPoints,
  msBeforeNext: Math.max(0, res.msBeforeNext),
});

/**
 * A Counter over a rate-limiter-flexible limiter. The library rejects a refused `consume` with a
 * RateLimiterRes and a store failure with an Error; here the first is an answer and the second
 * a StoreUnavailableError.
 */
export function counterFromLimiter(limiter: FlexibleLimiter, rule: CounterRule): Counter {
  return {
    rule,
    async consume(key, points = 1) {
      try {
        return { allowed: true, ...stateOf(await limiter.consume(key, points)) };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, ...stateOf(error) };
        return storeCall(() => Promise.reject(error));
      }
    },
    penalty: (key, points = 1) => storeCall(async () => stateOf(await limiter.penalty(key, points))),
    reward: (key, points = 1) => storeCall(async () => stateOf(await limiter.reward(key, points))),
    get: (key) =>
      storeCall(async () => {
        const res = await limiter.get(key);
        return res ? stateOf(res) : null;
      }),
    block: (key, durationMs) =>
      storeCall(async () => {
        await limiter.block(key, Math.max(1, Math.ceil(durationMs / 1000)));
      }),
    delete: (key) =>
      storeCall(async () => {
        await limiter.delete(key);
      }),
  };
}

/** rate-limiter-flexible counts in whole seconds. */
export const limiterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
