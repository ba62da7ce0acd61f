import { accountAtom, accountTypeAtom, sessionStore } from '@portal/session/session-atoms';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardLoader, dashboardShouldRevalidate } from './dashboard-loader.ts';

const calls = vi.hoisted(() => {
  const page = () => Promise.resolve({ content: [], page: { number: 0, size: 1, totalElements: 0, totalPages: 0 } });
  return {
    getAccountSummary: vi.fn(() => Promise.resolve({})),
    getPointsExpiry: vi.fn(() => Promise.resolve({})),
    getAccountMetrics: vi.fn(() => Promise.resolve({})),
    getTransactions: vi.fn(page),
    getTierProgress: vi.fn(() => Promise.resolve({})),
    searchRewards: vi.fn(page),
    searchVouchers: vi.fn(page),
  };
});
vi.mock('@portal/api-client/calls/account', () => ({
  getAccountSummary: calls.getAccountSummary,
  getPointsExpiry: calls.getPointsExpiry,
  getAccountMetrics: calls.getAccountMetrics,
  getTransactions: calls.getTransactions,
}));
vi.mock('@portal/api-client/calls/tier', () => ({ getTierProgress: calls.getTierProgress }));
vi.mock('@portal/api-client/calls/rewards', () => ({ searchRewards: calls.searchRewards }));
vi.mock('@portal/api-client/calls/vouchers', () => ({ searchVouchers: calls.searchVouchers }));

afterEach(() => {
  for (const call of Object.values(calls)) call.mockClear();
  sessionStore.set(accountTypeAtom, null);
  sessionStore.set(accountAtom, null);
});

/** A birthdate in this month (Jamaica time, as the birthday card reads it; the 15th is safe either side of midnight UTC). */
const birthdateThisMonth = (): string => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' }).format(new Date()).split('-');
  return `${Number(year) - 30}-${month}-15`;
};
const signedIn = (type: 'user' | 'guest', verified: boolean, birthdate: string | null = birthdateThisMonth()) => {
  sessionStore.set(accountTypeAtom, type);
  sessionStore.set(accountAtom, { verified, birthdate } as never);
};

describe('the dashboard loader', () => {
  it('reads neither the closest rewards nor the birthday treat for a guest or a pending member', async () => {
    for (const [type, verified] of [
      ['guest', false],
      ['user', false],
    ] as const) {
      signedIn(type, verified);
      const data = dashboardLoader();
      expect(calls.searchRewards).not.toHaveBeenCalled();
      expect(calls.searchVouchers).not.toHaveBeenCalled();
      // Their cards still get a page: no rewards (the step first) and no treat.
      expect((await data.withinReach).content).toEqual([]);
      expect((await data.birthdayTreat).content).toEqual([]);
      // The rest of the dashboard is read as before.
      expect(calls.getAccountSummary).toHaveBeenCalledTimes(1);
      expect(calls.getTransactions).toHaveBeenCalledTimes(1);
      calls.getAccountSummary.mockClear();
      calls.getTransactions.mockClear();
    }
  });

  it('reads both for a full member in their birthday month', () => {
    signedIn('user', true);
    dashboardLoader();
    expect(calls.searchRewards).toHaveBeenCalledWith({ sort: 'closest', page: 0, size: 20 });
    expect(calls.searchVouchers).toHaveBeenCalledWith(expect.objectContaining({ kind: 'birthday', size: 1 }));
  });

  it('reads the rewards but no treat for a full member without a birthday card (no birthdate yet: the invitation)', () => {
    signedIn('user', true, null);
    dashboardLoader();
    expect(calls.searchRewards).toHaveBeenCalledTimes(1);
    expect(calls.searchVouchers).not.toHaveBeenCalled();
  });

  it('reads both while the member’s class is not known yet', () => {
    dashboardLoader();
    expect(calls.searchRewards).toHaveBeenCalledTimes(1);
    expect(calls.searchVouchers).toHaveBeenCalledTimes(1);
  });
});

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
