import { positiveIntegerFromEnv } from '@portal/server-kit/env-integer';
import type { BreakerPolicy } from './circuit-breaker.ts';

/** Per-call timeouts and the circuit breakers' policy for the BFF's calls to the provider. */
export interface ProviderCallPolicy {
  /** GET and HEAD: a member is waiting for a page. */
  readTimeoutMs: number;
  /** POST /oauth/token and /oauth/revoke: a sign-in is one password hash at the provider. */
  tokenTimeoutMs: number;
  /**
   * Other writes (redeem, profile, contact…): longer, because giving up on a write does not undo
   * it at the provider, and a member who retries a redeem that did succeed learns less.
   */
  writeTimeoutMs: number;
  breaker: BreakerPolicy;
}

/**
 * The policy from the environment. PROVIDER_TIMEOUT_MS (default 8 s) is the write timeout and
 * the ceiling of the others: PROVIDER_READ_TIMEOUT_MS (3 s), PROVIDER_TOKEN_TIMEOUT_MS (5 s).
 * A breaker opens after PROVIDER_BREAKER_FAILURES (5) timeouts or connection failures within
 * PROVIDER_BREAKER_WINDOW_MS (10 s), for PROVIDER_BREAKER_COOLDOWN_MS (5 s).
 */
export function providerCallPolicyFromEnv(
  env: Record<string, string | undefined>,
  writeTimeoutMs: number,
): ProviderCallPolicy {
  return {
    readTimeoutMs: Math.min(positiveIntegerFromEnv(env, 'PROVIDER_READ_TIMEOUT_MS', 3_000), writeTimeoutMs),
    tokenTimeoutMs: Math.min(positiveIntegerFromEnv(env, 'PROVIDER_TOKEN_TIMEOUT_MS', 5_000), writeTimeoutMs),
    writeTimeoutMs,
    breaker: {
      failureThreshold: positiveIntegerFromEnv(env, 'PROVIDER_BREAKER_FAILURES', 5),
      windowMs: positiveIntegerFromEnv(env, 'PROVIDER_BREAKER_WINDOW_MS', 10_000),
      coolDownMs: positiveIntegerFromEnv(env, 'PROVIDER_BREAKER_COOLDOWN_MS', 5_000),
    },
  };
}
