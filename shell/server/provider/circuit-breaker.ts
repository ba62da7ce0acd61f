/** When a breaker opens, and for how long. */
export interface BreakerPolicy {
  /** This many failures within `windowMs` open the breaker (whatever succeeded in between). */
  failureThreshold: number;
  windowMs: number;
  /**
   * This many failures in a row, with no answer in between, open it too, however long they took:
   * at a 3 s read timeout one member's reads fail at most one every 3 s, split between the
   * instances, so only a count that ignores time can be reached by them.
   */
  consecutiveFailures?: number;
  /** How long it stays open before one probe call is let through. */
  coolDownMs: number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * A circuit breaker (closed → open → half-open → closed) for one group of provider calls.
 * Closed: every call goes through, failures are counted in a sliding window. Open: calls are
 * refused at once until the cool-down has passed. Half-open: exactly one call (the probe) goes
 * through; its success closes the breaker, its failure opens it again for another cool-down.
 * Only the caller decides what a failure is (the provider client: a timeout or no connection).
 */
export function createCircuitBreaker(
  policy: BreakerPolicy,
  now: () => number = Date.now,
  /** Told each time the breaker opens (the BFF's metrics count it: an open may last less than a scrape). */
  onOpen?: () => void,
) {
  let state: BreakerState = 'closed';
  let failures: number[] = [];
  let inARow = 0;
  let openedAt = 0;
  let probing = false;

  function open(): void {
    state = 'open';
    openedAt = now();
    probing = false;
    failures = [];
    inARow = 0;
    onOpen?.();
  }

  return {
    /** The state now (an open breaker past its cool-down reads as half-open). */
    state(): BreakerState {
      if (state === 'open' && now() - openedAt >= policy.coolDownMs) return 'half-open';
      return state;
    },

    /**
     * Whether a call may go through now. In half-open this claims the single probe, so the
     * caller must report its outcome with succeeded() or failed().
     */
    tryAcquire(): boolean {
      if (state === 'closed') return true;
      if (state === 'open' && now() - openedAt < policy.coolDownMs) return false;
      if (probing) return false;
      state = 'half-open';
      probing = true;
      return true;
    },

    /** Milliseconds until an open breaker lets a probe through (0 when it would now). */
    retryInMs(): number {
      return state === 'open' ? Math.max(0, policy.coolDownMs - (now() - openedAt)) : 0;
    },

    /** A call was answered: the run of failures in a row ends (those in the window stay counted). */
    succeeded(): void {
      inARow = 0;
      if (state !== 'half-open') return;
      state = 'closed';
      probing = false;
      failures = [];
    },

    failed(): void {
      if (state === 'half-open') {
        open();
        return;
      }
      if (state === 'open') return;
      const at = now();
      failures = failures.filter((t) => at - t < policy.windowMs);
      failures.push(at);
      inARow++;
      const tooManyInARow = policy.consecutiveFailures !== undefined && inARow >= policy.consecutiveFailures;
      if (failures.length >= policy.failureThreshold || tooManyInARow) open();
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
