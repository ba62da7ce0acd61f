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

/** The per-call timeouts and breaker numbers chosen by the environment, before clamping. */
export interface ProviderCallTiming {
  readTimeoutMs: number;
  tokenTimeoutMs: number;
  breaker: Required<BreakerPolicy>;
}

/** The defaults of PROVIDER_READ_TIMEOUT_MS, PROVIDER_TOKEN_TIMEOUT_MS and PROVIDER_BREAKER_*. */
export const DEFAULT_PROVIDER_CALL_TIMING: ProviderCallTiming = {
  readTimeoutMs: 3_000,
  tokenTimeoutMs: 5_000,
  breaker: { failureThreshold: 5, windowMs: 10_000, consecutiveFailures: 3, coolDownMs: 5_000 },
};

/**
 * The policy from the settings (settings.ts reads them). PROVIDER_TIMEOUT_MS (default 8 s) is the write timeout and
 * the ceiling of the others: PROVIDER_READ_TIMEOUT_MS (3 s), PROVIDER_TOKEN_TIMEOUT_MS (5 s).
 * A breaker opens after PROVIDER_BREAKER_FAILURES (5) timeouts or connection failures within
 * PROVIDER_BREAKER_WINDOW_MS (10 s), or after PROVIDER_BREAKER_CONSECUTIVE_FAILURES (3) in a
 * row with no answer in between, for PROVIDER_BREAKER_COOLDOWN_MS (5 s).
 *
 * Why both: the window catches a provider failing under load (many members, failures mixed with
 * answers); it cannot be reached by a provider that hangs while few members use the portal,
 * since each failure takes the whole read timeout (5 in 10 s at 3 s each is impossible, and
 * round-robin gives each instance half). Three in a row can: one member's page loads open it
 * within about 10 s on the instance that served them. Why per instance, not in the shared store:
 * the breaker is asked before every provider call, and a Redis round trip there would put the
 * store on every read's path and make the breaker fail when Redis does; each instance learns of
 * a dead provider from its own calls, at a cost of at most three slow calls per instance and
 * route group (docs/operations.md).
 */
export function providerCallPolicy(
  writeTimeoutMs: number,
  timing: ProviderCallTiming = DEFAULT_PROVIDER_CALL_TIMING,
): ProviderCallPolicy {
  return {
    readTimeoutMs: Math.min(timing.readTimeoutMs, writeTimeoutMs),
    tokenTimeoutMs: Math.min(timing.tokenTimeoutMs, writeTimeoutMs),
    writeTimeoutMs,
    breaker: { ...timing.breaker },
  };
}
