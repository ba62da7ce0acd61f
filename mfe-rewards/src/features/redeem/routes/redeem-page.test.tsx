// @vitest-environment happy-dom
import type { Reward } from '@portal/contracts/provider/rewards';
import { RouterProvider, useLocation } from '@portal/router/react-router';
import { pointsAtom, sessionStore } from '@portal/session/session-atoms';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedeemPage } from './redeem-page.tsx';

const calls = vi.hoisted(() => ({ redeemReward: vi.fn(), keys: 0 }));
vi.mock('@portal/api-client/calls/rewards', () => ({
  redeemReward: calls.redeemReward,
  newIdempotencyKey: () => `confirmation-key-${++calls.keys}`,
}));
const session = vi.hoisted(() => ({ setPoints: vi.fn(), refreshPoints: vi.fn(() => Promise.resolve()) }));
vi.mock('@portal/session/session-actions', () => session);

const reward: Reward = {
  id: 6,
  slug: 'fuel-voucher-1000',
  name: 'J$1,000 Fuel Voucher',
  description: 'J$1,000 of fuel.',
  terms: 'One voucher per transaction.',
  points: 1000,
  valueJmd: 1000,
  partner: null,
  category: { id: 2, slug: 'fuel', name: 'Fuel' },
  imageUrl: '/media/rewards/fuel-voucher-1000.svg',
  activeDate: '2025-01-10',
  endDate: null,
  stock: null,
  voucherValidDays: 90,
  availability: 'available',
};

const issued = {
  voucher: {
    id: 41,
    voucherNumber: '418273645501',
    status: 'issued' as const,
    kind: 'reward' as const,
    rewardId: 6,
    rewardName: 'J$1,000 Fuel Voucher',
    valueJmd: 1000,
    pointsCost: 1000,
    issuedAt: '2026-03-01T15:00:00.000Z',
    expiresAt: '2026-05-30T15:00:00.000Z',
    usedAt: null,
    terms: 'One voucher per transaction.',
    imageUrl: '/media/rewards/fuel-voucher-1000.svg',
  },
  points: 4000,
};

/** Where redeeming lands: the vouchers remote's page, here a stand-in that shows what it was handed. */
function VoucherStandIn() {
  const location = useLocation();
  return <p data-testid="voucher-page">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
}

function renderPage(balance: number | null, forReward: Reward = reward) {
  sessionStore.set(pointsAtom, balance);
  const router = createMemoryRouter(
    [
      { path: '/rewards/:id', Component: () => <p data-testid="reward-page">reward</p> },
      {
        path: '/rewards/:id/redeem',
        loader: () => ({ reward: forReward }),
        Component: RedeemPage,
        HydrateFallback: () => null,
      },
      { path: '/vouchers/:voucherNumber', Component: VoucherStandIn },
    ],
    { initialEntries: [`/rewards/${forReward.id}`, `/rewards/${forReward.id}/redeem`], initialIndex: 1 },
  );
  render(
    <Provider store={sessionStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** A redeem call we answer when we choose. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  // The confirmation keeps its key in the history entry and its outcome in sessionStorage: a fresh tab each test.
  window.history.replaceState(null, '');
  sessionStorage.clear();
  calls.redeemReward.mockReset();
  session.setPoints.mockReset();
  calls.keys = 0;
});
afterEach(cleanup);

describe('redeem confirmation', () => {
  it('shows the cost, the balance and the balance after', async () => {
    renderPage(5000);
    expect(await screen.findByTestId('redeem-cost')).toHaveProperty('textContent', '1,000 pts');
    expect(screen.getByTestId('redeem-balance').textContent).toBe('5,000 pts');
    expect(screen.getByTestId('redeem-balance-after').textContent).toBe('4,000 pts');
  });

  it('redeems once however often it is clicked, then replaces itself with the voucher’s page', async () => {
    const user = userEvent.setup();
    const answer = pending<typeof issued>();
    calls.redeemReward.mockReturnValue(answer.promise);
    const router = renderPage(5000);
    const confirm = await screen.findByRole('button', { name: 'Confirm and redeem 1,000 pts' });
    await user.click(confirm);
    await user.click(confirm);
    await user.dblClick(confirm);
    expect(calls.redeemReward).toHaveBeenCalledTimes(1);
    expect(calls.redeemReward).toHaveBeenCalledWith(6, 'confirmation-key-1');

    answer.resolve(issued);
    const landed = JSON.parse((await screen.findByTestId('voucher-page')).textContent ?? '');
    expect(landed).toEqual({
      path: '/vouchers/418273645501',
      state: { redeemed: { rewardName: 'J$1,000 Fuel Voucher', pointsCost: 1000, points: 4000 } },
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(session.setPoints).toHaveBeenCalledWith(4000);
    // Back goes to the reward, not to a confirmation: the confirmation left the history.
    await router.navigate(-1);
    expect(await screen.findByTestId('reward-page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  it('shown again for a key that already redeemed, goes to its voucher and never offers Confirm', async () => {
    window.history.replaceState({ portalRedeemKey: 'earlier-key-0001' }, '');
    sessionStorage.setItem('portal.redeemed.earlier-key-0001', '418273645501');
    renderPage(5000);
    const landed = JSON.parse((await screen.findByTestId('voucher-page')).textContent ?? '');
    expect(landed.path).toBe('/vouchers/418273645501');
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(calls.redeemReward).not.toHaveBeenCalled();
  });

  it('a reload of the same confirmation sends the same key (an answer lost on the way redeems once)', async () => {
    const user = userEvent.setup();
    calls.redeemReward.mockRejectedValueOnce({ status: 0, code: 'network_error', message: 'Offline.' });
    renderPage(5000);
    await user.click(await screen.findByRole('button', { name: /Confirm and redeem/ }));
    await screen.findByRole('alert');
    cleanup(); // the reload: the page is gone, its history entry stays
    calls.redeemReward.mockResolvedValueOnce(issued);
    renderPage(5000);
    await user.click(await screen.findByRole('button', { name: /Confirm and redeem/ }));
    await screen.findByTestId('voucher-page');
    expect(calls.redeemReward.mock.calls).toEqual([
      [6, 'confirmation-key-1'],
      [6, 'confirmation-key-1'],
    ]);
  });

  it('retries a failed attempt with the same idempotency key', async () => {
    const user = userEvent.setup();
    calls.redeemReward
      .mockRejectedValueOnce({ status: 0, code: 'network_error', message: 'We could not reach Island Rewards.' })
      .mockResolvedValueOnce(issued);
    renderPage(5000);
    await user.click(await screen.findByRole('button', { name: /Confirm and redeem/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t redeem this reward');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('voucher-page');
    expect(calls.redeemReward.mock.calls).toEqual([
      [6, 'confirmation-key-1'],
      [6, 'confirmation-key-1'],
    ]);
  });

  it.each([
    ['insufficient_points', 'You don’t have enough points for this reward'],
    ['reward_inactive', 'This reward can’t be redeemed right now'],
    ['reward_out_of_stock', 'This reward has just sold out'],
  ])('explains %s and offers no retry', async (code, title) => {
    const user = userEvent.setup();
    calls.redeemReward.mockRejectedValueOnce({ status: 409, code, message: 'You need 10 more points.' });
    renderPage(5000);
    await user.click(await screen.findByRole('button', { name: /Confirm and redeem/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(title));
    expect(screen.queryByRole('button', { name: /Confirm|Try again/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another reward' })).toBeTruthy();
  });

  it('says up front when the balance is short, and offers no confirmation', async () => {
    renderPage(400);
    expect((await screen.findByRole('status')).textContent).toContain('You need 600 pts more');
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(calls.redeemReward).not.toHaveBeenCalled();
  });

  it('offers no confirmation for a reward that cannot be redeemed today', async () => {
    renderPage(5000, { ...reward, availability: 'sold-out' });
    expect((await screen.findByRole('status')).textContent).toContain('Sold out');
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });
});
