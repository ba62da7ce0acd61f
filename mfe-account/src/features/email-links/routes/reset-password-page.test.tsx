// @vitest-environment happy-dom
import { authenticatedAtom, sessionStore } from '@portal/session/session-atoms';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const calls = vi.hoisted(() => ({ applyPassword: vi.fn(), signOut: vi.fn() }));
vi.mock('@portal/api-client/calls/account', () => ({ applyPassword: calls.applyPassword }));
vi.mock('@portal/session/session-actions', () => ({ signOut: calls.signOut }));

const TOKEN = 'k'.repeat(32);
const PASSWORD = 'Blue-Mountain-42!';

beforeEach(() => {
  calls.applyPassword.mockReset();
  calls.signOut.mockReset().mockResolvedValue(undefined);
  sessionStore.set(authenticatedAtom, false);
});
afterEach(cleanup);

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save my new password' }));
}

describe('/reset-password', () => {
  it('explains a link without a proper token', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=short' });
    expect(screen.getByText(/This password reset link is not complete/)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('shows the first message of the errors list the call rejects with (requirements §20.2), with a way to a new link', async () => {
    calls.applyPassword.mockRejectedValue(
      'This password reset link has expired or has already been used. Please ask for a new one.',
    );
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', at: `/reset-password?token=${TOKEN}` });
    await choose(PASSWORD);
    expect(await screen.findByText(/has expired or has already been used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(calls.applyPassword).toHaveBeenCalledWith(TOKEN, PASSWORD);
  });

  it('confirms the change, and signs this browser out when it was signed in', async () => {
    sessionStore.set(authenticatedAtom, true);
    calls.applyPassword.mockResolvedValue({ status: 'password-changed' });
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', at: `/reset-password?token=${TOKEN}` });
    await choose(PASSWORD);
    expect(await screen.findByTestId('password-changed')).toBeTruthy();
    expect(calls.signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps both passwords and names both problems', async () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', at: `/reset-password?token=${TOKEN}` });
    await choose('short', 'shorter');
    expect(screen.getByText('This field has minimum length of 12')).toBeTruthy();
    expect(screen.getByText('Value does not match')).toBeTruthy();
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).value).toBe('shorter');
    expect(calls.applyPassword).not.toHaveBeenCalled();
  });
});
