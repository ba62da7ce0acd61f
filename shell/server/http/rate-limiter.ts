/**
 * Sliding-window counters in memory: how many events a key had in the last window. One BFF
 * process keeps them; several instances behind a balancer would share them in Redis (see docs).
 */
export interface RateLimit {
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Milliseconds until the key may act again, or 0 when it is under its limit. */
  retryAfterMs(key: string, now?: number): number;
  record(key: string, now?: number): void;
  reset(key: string): void;
}

export function createRateLimiter(rule: RateLimit, maxKeys = 100_000): RateLimiter {
  const events = new Map<string, number[]>();
  const live = (key: string, now: number): number[] => {
    const kept = (events.get(key) ?? []).filter((at) => now - at < rule.windowMs);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };
  return {
    retryAfterMs(key, now = Date.now()) {
      const kept = live(key, now);
      if (kept.length < rule.limit) return 0;
      // The window frees a slot when the oldest counted event leaves it.
      return (kept[kept.length - rule.limit] ?? now) + rule.windowMs - now;
    },
    record(key, now = Date.now()) {
      const kept = live(key, now);
      kept.push(now);
      events.set(key, kept);
      // Bounded memory under a flood of distinct keys: forget the oldest keys first.
      if (events.size > maxKeys) {
        const oldest = events.keys().next().value;
        if (oldest !== undefined) events.delete(oldest);
      }
    },
    reset(key) {
      events.delete(key);
    },
  };
}
