// @vitest-environment happy-dom
import { accountAtom, pointsAtom, sessionStore } from '@portal/session/session-atoms';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { DeleteAccountPage } from './delete-account-page.tsx';

const calls = vi.hoisted(() => ({
  requestDeletionToken: vi.fn(),
  deleteAccount: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('@portal/api-client/calls/account', () => ({
  requestDeletionToken: calls.requestDeletionToken,
  deleteAccount: calls.deleteAccount,
}));
vi.mock('@portal/session/session-actions', () => ({ signOut: calls.signOut }));

const incorrect = {
  status: 400,
  code: 'incorrect_password',
  message: 'That password is not correct.',
  errors: [{ field: 'password', message: 'That password is not correct.' }],
};

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  sessionStore.set(accountAtom, { accountNumber: '21000007' } as never);
  sessionStore.set(pointsAtom, 1250);
});
afterEach(cleanup);

async function fillAndSubmit(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your password'), password);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return user;
}

describe('/account/delete', () => {
  it('says what will be lost, with the member’s balance', () => {
    renderRoute(<DeleteAccountPage />, { path: '/account/delete' });
    expect(screen.getByText(/your 1,250 pts are/)).toBeTruthy();
  });

  it('needs the password and the acknowledgement', async () => {
    renderRoute(<DeleteAccountPage />, { path: '/account/delete' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Please confirm that you understand what deleting your account means')).toBeTruthy();
    expect(calls.requestDeletionToken).not.toHaveBeenCalled();
  });

  it('puts a wrong password beside the field, keeps it, and lets the member try again', async () => {
    calls.requestDeletionToken.mockRejectedValueOnce(incorrect).mockResolvedValueOnce({ token: 'a'.repeat(32) });
    calls.deleteAccount.mockResolvedValue(undefined);
    renderRoute(<DeleteAccountPage />, { path: '/account/delete' });
    const user = await fillAndSubmit('wrong-one');
    const field = screen.getByLabelText('Your password') as HTMLInputElement;
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That password is not correct.')).toBeTruthy();
    expect(field.value).toBe('wrong-one');
    const button = screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await user.clear(field);
    await user.type(field, 'the-right-one');
    await user.click(button);
    await waitFor(() => expect(calls.deleteAccount).toHaveBeenCalledWith('a'.repeat(32), '21000007'));
  });

  it('shows the requirements’ message when the deletion fails, and stays', async () => {
    calls.requestDeletionToken.mockResolvedValue({ token: 'b'.repeat(32) });
    calls.deleteAccount.mockRejectedValue({ status: 502, code: 'provider_unavailable', message: 'Down' });
    renderRoute(<DeleteAccountPage />, { path: '/account/delete' });
    await fillAndSubmit('Test-Password-2026!');
    expect(await screen.findByText('Your account could not be deleted. Please contact customer support')).toBeTruthy();
    expect(calls.signOut).not.toHaveBeenCalled();
  });

  it('signs out, emits account-deleted, and goes to /login?account-deleted=true', async () => {
    calls.requestDeletionToken.mockResolvedValue({ token: 'c'.repeat(32) });
    calls.deleteAccount.mockResolvedValue(undefined);
    calls.signOut.mockResolvedValue(undefined);
    const events: string[] = [];
    window.addEventListener('account-deleted', () => events.push('account-deleted'));
    const { router } = renderRoute(<DeleteAccountPage />, { path: '/account/delete' });
    await fillAndSubmit('Test-Password-2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?account-deleted=true');
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['account-deleted']);
  });
});
