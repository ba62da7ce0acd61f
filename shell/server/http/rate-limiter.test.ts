import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('sliding-window rate limiter', () => {
  it('allows the limit, then says how long to wait until the oldest event leaves the window', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1_000 });
    for (const at of [0, 100, 200]) {
      expect(limiter.retryAfterMs('ip', at)).toBe(0);
      limiter.record('ip', at);
    }
    expect(limiter.retryAfterMs('ip', 300)).toBe(700);
    expect(limiter.retryAfterMs('ip', 1_000)).toBe(0); // the event at 0 has left the window
    expect(limiter.retryAfterMs('other', 300)).toBe(0);
  });

  it('forgets a key on reset, and bounds its memory', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, 2);
    limiter.record('a', 0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a', 1)).toBe(0);
    limiter.record('a', 0);
    limiter.record('b', 0);
    limiter.record('c', 0); // 'a' is forgotten to stay within 2 keys
    expect(limiter.retryAfterMs('a', 1)).toBe(0);
    expect(limiter.retryAfterMs('c', 1)).toBeGreaterThan(0);
  });
});
