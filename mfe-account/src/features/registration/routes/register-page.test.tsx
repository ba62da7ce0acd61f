// @vitest-environment happy-dom
import { REGISTRATION_SOURCE_KEY } from '@portal/contracts/registration-source';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { RegisterPage } from './register-page.tsx';

const calls = vi.hoisted(() => ({ register: vi.fn(), validateEmail: vi.fn(), validatePhoneNumber: vi.fn() }));
vi.mock('@portal/api-client/calls/bff', () => ({ register: calls.register }));
vi.mock('@portal/api-client/calls/account', () => ({
  validateEmail: calls.validateEmail,
  validatePhoneNumber: calls.validatePhoneNumber,
}));

const ok = (value: string) => ({ valid: true, value, message: null });

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  calls.validateEmail.mockImplementation(async (value: string) => ok(value));
  calls.validatePhoneNumber.mockImplementation(async () => ok('8765550123'));
  sessionStorage.clear();
});
afterEach(cleanup);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Devon');
  await user.type(screen.getByLabelText('Last name'), 'Reid');
  await user.type(screen.getByLabelText(/^Date of birth/), '1990-02-03');
  await user.type(screen.getByLabelText(/^Email address/), 'devon@example.com');
  await user.type(screen.getByLabelText(/^Mobile phone number/), '876 555 0123');
  await user.type(screen.getByLabelText(/^Password/), 'Blue-Mountain-42!');
  await user.type(screen.getByLabelText('Confirm password'), 'Blue-Mountain-42!');
  await user.click(screen.getByLabelText(/I accept the/));
}

describe('/register', () => {
  it('sends the registration with the registrationSource kept in session storage, then shows what next', async () => {
    sessionStorage.setItem(REGISTRATION_SOURCE_KEY, 'in-store-flyer');
    calls.register.mockResolvedValue({ status: 'verification-sent', emailAddress: 'devon@example.com' });
    const user = userEvent.setup();
    const { router } = renderRoute(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-success'));
    expect(calls.register).toHaveBeenCalledWith({
      prefix: null,
      firstName: 'Devon',
      lastName: 'Reid',
      emailAddress: 'devon@example.com',
      phoneNumber: '8765550123',
      birthdate: '1990-02-03',
      gender: null,
      password: 'Blue-Mountain-42!',
      termsAccepted: true,
      registrationSource: 'in-store-flyer',
    });
    expect(router.state.location.state).toEqual({ emailAddress: 'devon@example.com' });
    expect(sessionStorage.getItem(REGISTRATION_SOURCE_KEY)).toBeNull();
  });

  it('does not register when the provider’s field check refuses, and says why beside the field', async () => {
    calls.validatePhoneNumber.mockResolvedValue({ valid: false, value: null, message: 'Invalid input' });
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const phone = screen.getByLabelText(/^Mobile phone number/) as HTMLInputElement;
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(phone.value).toBe('876 555 0123');
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('puts the provider’s field errors on their fields, and says so when nothing answered', async () => {
    calls.register.mockRejectedValueOnce({
      status: 400,
      code: 'validation_failed',
      message: 'Please use your own email address',
      errors: [{ field: 'emailAddress', message: 'Please use your own email address' }],
    });
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please use your own email address')).toBeTruthy();

    calls.register.mockRejectedValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/We could not reach Island Rewards/)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Devon');
  });
});
