import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFlush } from './first-flush.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('firstFlush', () => {
  it('sends the page whole when every boundary is ready within the wait, once', () => {
    const send = vi.fn();
    const flush = firstFlush(50, send);
    vi.advanceTimersByTime(10);
    flush.shellReady();
    vi.advanceTimersByTime(18);
    expect(send).not.toHaveBeenCalled();
    flush.allReady();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    flush.allReady();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the shell when the wait is over, and the rest streams after', () => {
    const send = vi.fn();
    const flush = firstFlush(50, send);
    vi.advanceTimersByTime(20);
    flush.shellReady();
    vi.advanceTimersByTime(29);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    flush.allReady();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a shell ready after the wait at once', () => {
    const send = vi.fn();
    const flush = firstFlush(50, send);
    vi.advanceTimersByTime(80);
    flush.shellReady();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without a wait, sends the shell as soon as it is ready', () => {
    const send = vi.fn();
    firstFlush(undefined, send).shellReady();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('with an infinite wait, sends the page whole only', () => {
    const send = vi.fn();
    const flush = firstFlush(Number.POSITIVE_INFINITY, send);
    flush.shellReady();
    vi.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
    flush.allReady();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once cancelled', () => {
    const send = vi.fn();
    const flush = firstFlush(50, send);
    flush.shellReady();
    flush.cancel();
    vi.advanceTimersByTime(100);
    flush.allReady();
    expect(send).not.toHaveBeenCalled();
  });
});
