// @vitest-environment happy-dom
import { accountAtom, sessionStore } from '@portal/session/session-atoms';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { PromoCodeDialog } from './promo-code-dialog.tsx';

const calls = vi.hoisted(() => ({
  getPromoCode: vi.fn(),
  claimPromoCode: vi.fn(),
  setPoints: vi.fn(),
  refreshPoints: vi.fn(),
}));
vi.mock('@portal/api-client/calls/promo-codes', () => ({
  getPromoCode: calls.getPromoCode,
  claimPromoCode: calls.claimPromoCode,
}));
vi.mock('@portal/session/session-actions', () => ({ setPoints: calls.setPoints, refreshPoints: calls.refreshPoints }));

const promo = (status: string) => ({
  code: 'ISLAND250',
  description: 'Island Rewards welcome bonus',
  points: 250,
  startsAt: '2026-10-01T00:00:00.000Z',
  expiresAt: '2027-02-20T00:00:00.000Z',
  status,
});

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  calls.refreshPoints.mockResolvedValue(undefined);
  sessionStore.set(accountAtom, { accountNumber: '20000002', phoneNumber: '6585550177' } as never);
});
afterEach(cleanup);

const open = (onClaimed = vi.fn(), onClose = vi.fn()) => {
  renderRoute(<PromoCodeDialog onClose={onClose} onClaimed={onClaimed} />, { path: '/promo' });
  return { onClaimed, onClose, user: userEvent.setup() };
};

describe('promo-code claim', () => {
  it.each([
    ['expired', 'This promo code has expired.'],
    ['not-started', 'This promo code isn’t active yet. Try again when the promotion starts.'],
    ['claimed', 'You have already claimed this promo code.'],
    ['exhausted', 'This promo code has been fully claimed.'],
  ])('says why a %s code cannot be claimed', async (status, message) => {
    calls.getPromoCode.mockResolvedValue(promo(status));
    const { user } = open();
    await user.type(screen.getByLabelText(/^Promo code/), 'island 250');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect((await screen.findByTestId('promo-refusal')).textContent).toBe(message);
    expect(calls.getPromoCode).toHaveBeenCalledWith('ISLAND250');
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
  });

  it('shows the provider’s message for an unknown code', async () => {
    calls.getPromoCode.mockRejectedValue({
      status: 404,
      code: 'promo_code_unknown',
      message: 'We don’t recognise that promo code.',
    });
    const { user } = open();
    await user.type(screen.getByLabelText(/^Promo code/), 'NOPE1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect((await screen.findByTestId('promo-refusal')).textContent).toBe('We don’t recognise that promo code.');
  });

  it('claims with the phone on file and sets the new balance at once', async () => {
    calls.getPromoCode.mockResolvedValue(promo('available'));
    calls.claimPromoCode.mockResolvedValue({
      code: 'ISLAND250',
      pointsAwarded: 250,
      points: 1_250,
      claimedAt: '2026-11-22T10:00:00.000Z',
    });
    const { user, onClaimed } = open();
    await user.type(screen.getByLabelText(/^Promo code/), 'ISLAND250');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('(658) 555-0177');
    await user.click(await screen.findByRole('button', { name: 'Claim 250 pts' }));
    expect((await screen.findByTestId('promo-claimed')).textContent).toBe(
      '250 pts added to your account. Your balance is now 1,250 pts.',
    );
    expect(calls.claimPromoCode).toHaveBeenCalledWith('ISLAND250', '6585550177');
    expect(calls.setPoints).toHaveBeenCalledWith(1_250);
    await waitFor(() => expect(calls.refreshPoints).toHaveBeenCalled());
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it('checks the code before asking the provider', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText(/^Promo code/), 'SAVE-10');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByText('Value must be alphanumeric')).toBeTruthy();
    expect((screen.getByLabelText(/^Promo code/) as HTMLInputElement).value).toBe('SAVE-10');
    expect(calls.getPromoCode).not.toHaveBeenCalled();
  });
});
