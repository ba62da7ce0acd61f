import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';

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
});
