import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { providerCallPolicy } from './provider-call-policy.ts';

const policy = { failureThreshold: 3, windowMs: 10_000, coolDownMs: 5_000 };

describe('createCircuitBreaker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after the threshold of failures within the window, and refuses calls at once', () => {
    const breaker = createCircuitBreaker(policy);
    for (let i = 0; i < 2; i++) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.failed();
    }
    expect(breaker.state()).toBe('closed');
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryInMs()).toBe(5_000);
  });

  it('forgets failures older than the window, and counts them whatever succeeded in between', () => {
    const breaker = createCircuitBreaker(policy);
    breaker.failed();
    breaker.failed();
    vi.advanceTimersByTime(10_001);
    breaker.failed();
    expect(breaker.state()).toBe('closed');
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state()).toBe('open');
  });

  it('after the cool-down lets exactly one probe through; its success closes the breaker', () => {
    const breaker = createCircuitBreaker(policy);
    for (let i = 0; i < 3; i++) breaker.failed();
    vi.advanceTimersByTime(4_999);
    expect(breaker.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens again for a whole cool-down when the probe fails', () => {
    const breaker = createCircuitBreaker(policy);
    for (let i = 0; i < 3; i++) breaker.failed();
    vi.advanceTimersByTime(5_000);
    expect(breaker.tryAcquire()).toBe(true);
    vi.advanceTimersByTime(3_000);
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(breaker.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens after failures in a row however slowly they come (one member, a read timeout each), not when answers come between', () => {
    const breaker = createCircuitBreaker({ ...policy, failureThreshold: 5, consecutiveFailures: 3 });
    // A timeout every 6 s (3 s each, every other request on this instance): the window never holds 5.
    breaker.failed();
    vi.advanceTimersByTime(6_000);
    breaker.failed();
    breaker.succeeded(); // an answer ends the run
    vi.advanceTimersByTime(6_000);
    breaker.failed();
    vi.advanceTimersByTime(6_000);
    breaker.failed();
    expect(breaker.state()).toBe('closed');
    vi.advanceTimersByTime(6_000);
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('with the default policy, opens on one instance of two for one member whose every read times out', () => {
    const { breaker: defaults, readTimeoutMs } = providerCallPolicy(8_000);
    const breaker = createCircuitBreaker(defaults);
    // One member's reads one after another, each given up at the read timeout, every other one
    // sent to this instance by round-robin: one failure here every two read timeouts.
    let failures = 0;
    while (breaker.state() === 'closed' && failures < 20) {
      vi.advanceTimersByTime(2 * readTimeoutMs);
      breaker.failed();
      failures++;
    }
    expect(breaker.state()).toBe('open');
    expect(failures * 2 * readTimeoutMs).toBeLessThanOrEqual(20_000);
  });
});
