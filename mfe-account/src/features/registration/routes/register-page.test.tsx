// @vitest-environment happy-dom
import { REGISTRATION_SOURCE_KEY } from '@portal/contracts/registration-source';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { CAPTCHA_NOT_DONE, RegisterPage } from './register-page.tsx';

const calls = vi.hoisted(() => ({
  register: vi.fn(),
  validateEmail: vi.fn(),
  validatePhoneNumber: vi.fn(),
  earnCaptcha: vi.fn(),
  forgetCaptcha: vi.fn(),
}));
vi.mock('@portal/api-client/calls/bff', () => ({ register: calls.register }));
vi.mock('@portal/api-client/calls/captcha', () => ({ getCaptchaChallenge: vi.fn(), verifyCaptcha: vi.fn() }));
// The real captcha is covered by its own tests and the e2e tests; here it earns a token on request.
vi.mock('@portal/ui/captcha', () => ({
  Captcha: ({ error }: { error?: string }) => <p>{error ? `captcha: ${error}` : 'captcha'}</p>,
  useCaptchaToken: () => ({ ref: null, earn: calls.earnCaptcha, forget: calls.forgetCaptcha }),
}));
vi.mock('@portal/api-client/calls/account', () => ({
  validateEmail: calls.validateEmail,
  validatePhoneNumber: calls.validatePhoneNumber,
}));

const ok = (value: string) => ({ valid: true, value, message: null });

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  calls.validateEmail.mockImplementation(async (value: string) => ok(value));
  calls.validatePhoneNumber.mockImplementation(async () => ok('8765550123'));
  calls.earnCaptcha.mockResolvedValue('captcha-token');
  sessionStorage.clear();
});
afterEach(cleanup);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Devon');
  await user.type(screen.getByLabelText('Last name'), 'Reid');
  await user.type(screen.getByLabelText(/^Date of birth/), '1990-02-03');
  await user.type(screen.getByLabelText(/^E-mail address/), 'devon@example.com');
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
      captchaToken: 'captcha-token',
      registrationSource: 'in-store-flyer',
    });
    expect(calls.forgetCaptcha).toHaveBeenCalled(); // spent
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
      message: 'Please use your own e-mail address',
      errors: [{ field: 'emailAddress', message: 'Please use your own e-mail address' }],
    });
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please use your own e-mail address')).toBeTruthy();

    calls.register.mockRejectedValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/We could not reach Island Rewards/)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Devon');
  });

  it('asks for the captcha when it is not done, and starts it over when the provider refuses it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    calls.earnCaptcha.mockResolvedValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(`captcha: ${CAPTCHA_NOT_DONE}`)).toBeTruthy();
    expect(calls.register).not.toHaveBeenCalled();

    calls.register.mockRejectedValueOnce({
      status: 400,
      code: 'captcha_reused',
      message: 'That security check was already used. Please tick it again.',
    });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('captcha: That security check was already used. Please tick it again.'),
    ).toBeTruthy();
    expect(calls.forgetCaptcha).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/register');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Devon');
  });
});
