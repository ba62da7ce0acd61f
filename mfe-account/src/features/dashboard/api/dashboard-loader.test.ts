import { describe, expect, it } from 'vitest';
import { dashboardShouldRevalidate } from './dashboard-loader.ts';

describe('dashboard revalidation', () => {
  const args = (from: string, to: string, defaultShouldRevalidate = true) =>
    ({
      currentUrl: new URL(`http://portal.test${from}`),
      nextUrl: new URL(`http://portal.test${to}`),
      defaultShouldRevalidate,
    }) as never;

  it('keeps the cards when the promo claim opens or closes, and reloads otherwise', () => {
    expect(dashboardShouldRevalidate(args('/', '/promo'))).toBe(false);
    expect(dashboardShouldRevalidate(args('/promo', '/'))).toBe(false);
    // revalidate() after a claim: same URL, the default (true) applies.
    expect(dashboardShouldRevalidate(args('/', '/'))).toBe(true);
    expect(dashboardShouldRevalidate(args('/transactions', '/'))).toBe(true);
  });
});
