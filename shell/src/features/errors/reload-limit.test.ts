// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAtMostEvery } from './error-kind.ts';

describe('reload at most once a minute (requirements §20.3)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  });
  afterEach(() => sessionStorage.clear());

  it('reloads, then refuses again within the minute, then reloads after it', () => {
    const t0 = 1_800_000_000_000;
    expect(reloadAtMostEvery('chunk-load', 60_000, t0)).toBe(true);
    expect(reloadAtMostEvery('chunk-load', 60_000, t0 + 59_999)).toBe(false);
    expect(reloadAtMostEvery('chunk-load', 60_000, t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps separate reasons apart', () => {
    const t0 = 1_800_000_000_000;
    expect(reloadAtMostEvery('chunk-load', 60_000, t0)).toBe(true);
    expect(reloadAtMostEvery('client-token', 60_000, t0)).toBe(true);
  });
});
