// @vitest-environment happy-dom
import { onInterfaceEvent } from '@portal/contracts/interface-events';
import { memberAccount } from '@portal/contracts/testing/member-account';
import { RouterProvider } from '@portal/router/react-router';
import { accountAtom, authenticatedAtom, sessionStore } from '@portal/session/session-atoms';
import type { CaptchaHandle, CaptchaProps } from '@portal/ui/captcha';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useImperativeHandle } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, MESSAGE_SENT } from './contact-form.tsx';

const calls = vi.hoisted(() => ({
  verifyCaptcha: vi.fn(),
  sendContactMessage: vi.fn(),
  solve: vi.fn(async (): Promise<string | null> => 'c29sdmVk'),
  reset: vi.fn(),
}));
vi.mock('@portal/api-client/calls/captcha', () => ({
  verifyCaptcha: calls.verifyCaptcha,
  getCaptchaChallenge: vi.fn(),
}));
vi.mock('@portal/api-client/calls/contact', () => ({ sendContactMessage: calls.sendContactMessage }));
// The real widget is covered by its own tests and the e2e tests; here it solves on request (the
// token keeping of useCaptchaToken is the real one).
vi.mock('@portal/ui/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/ui/captcha')>()),
  Captcha: ({ ref, error }: CaptchaProps) => {
    useImperativeHandle(ref, (): CaptchaHandle => ({ solve: calls.solve, reset: calls.reset }));
    return <p>{error ? `captcha: ${error}` : 'captcha'}</p>;
  },
}));

const member = memberAccount();

const renderForm = (url = '/contact') =>
  render(
    <Provider store={sessionStore}>
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '/contact', element: <ContactForm partnerBankName="First Global Bank" /> }],
          {
            initialEntries: [url],
          },
        )}
      />
    </Provider>,
  );
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
const fillValid = () => {
  type('Topic', 'Reward Enquiry');
  type('Your name', 'Marcia Brown');
  type('E-mail address', 'marcia@example.com');
  type('Your message', 'Is the fuel voucher coming back soon?');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  calls.verifyCaptcha.mockResolvedValue({
    captchaToken: 'tok',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });
  calls.sendContactMessage.mockResolvedValue({ reference: 'CM-000042' });
  sessionStore.set(accountAtom, null);
  sessionStore.set(authenticatedAtom, false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('ContactForm', () => {
  it('offers the requirements §15.1 topics with the configured bank', () => {
    renderForm();
    const options = [...(field('Topic') as unknown as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual([
      'Choose a topic',
      'General Comment',
      'Account Balance',
      'Password Reset',
      'Lost My Card',
      'Voucher/Certificate Expiry',
      'Reward Enquiry',
      'Linking of a First Global Bank Credit Card',
      'Website Feedback',
      'Become a Partner',
    ]);
  });

  it('refuses a missing topic and a bad e-mail with the requirements’ messages, keeping what was typed', async () => {
    renderForm();
    type('Your name', 'Marcia Brown');
    type('E-mail address', 'marcia@');
    type('Your message', 'Is the fuel voucher coming back soon?');
    await send();
    expect(field('Topic').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['This field is required', 'Invalid email']);
    expect(document.activeElement).toBe(field('Topic'));
    expect(field('Your name').value).toBe('Marcia Brown');
    expect(field('E-mail address').value).toBe('marcia@');
    expect(field('Your message').value).toBe('Is the fuel voucher coming back soon?');
    expect(calls.solve).not.toHaveBeenCalled();
    expect(calls.verifyCaptcha).not.toHaveBeenCalled();
  });

  it('verifies the captcha, then sends; shows the message for 5 s signed out and emits contact-sent', async () => {
    const sentEvents = vi.fn();
    const stop = onInterfaceEvent('contact-sent', sentEvents);
    renderForm();
    fillValid();
    type('Phone number (optional)', '(876) 555-0100');
    await send();
    expect(calls.verifyCaptcha).toHaveBeenCalledWith('c29sdmVk');
    expect(calls.sendContactMessage).toHaveBeenCalledWith({
      topic: 'Reward Enquiry',
      name: 'Marcia Brown',
      emailAddress: 'marcia@example.com',
      phoneNumber: '8765550100',
      message: 'Is the fuel voucher coming back soon?',
      captchaToken: 'tok',
    });
    expect(calls.verifyCaptcha.mock.invocationCallOrder[0]).toBeLessThan(
      calls.sendContactMessage.mock.invocationCallOrder[0]!,
    );
    expect(screen.getByText(MESSAGE_SENT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('CM-000042');
    expect(sentEvents).toHaveBeenCalledTimes(1);
    expect(calls.reset).toHaveBeenCalled();
    // Ready for another message: topic and message cleared, the sender's details kept.
    expect(field('Topic').value).toBe('');
    expect(field('Your message').value).toBe('');
    expect(field('E-mail address').value).toBe('marcia@example.com');

    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByText(MESSAGE_SENT)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGE_SENT)).toBeNull();
    stop();
  });

  it('fills in the topic and message a link names (Report missing points), and only an offered topic', () => {
    renderForm('/contact?topic=Account+Balance&message=Points+missing+for+transaction+42.');
    expect(field('Topic').value).toBe('Account Balance');
    expect(field('Your message').value).toBe('Points missing for transaction 42.');
    cleanup();
    renderForm('/contact?topic=Free+points');
    expect(field('Topic').value).toBe('');
  });

  it('prefills a signed-in member and shows the message for 10 s', async () => {
    sessionStore.set(authenticatedAtom, true);
    sessionStore.set(accountAtom, member);
    renderForm();
    expect(field('Your name').value).toBe('Simone Campbell');
    expect(field('E-mail address').value).toBe('member@example.com');
    expect(field('Phone number (optional)').value).toBe('8765550142');
    type('Topic', 'Account Balance');
    type('Your message', 'My balance looks lower than I expected.');
    await send();
    expect(screen.getByText(MESSAGE_SENT)).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByText(MESSAGE_SENT)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGE_SENT)).toBeNull();
  });

  it("does not prefill a guest's generated e-mail address", () => {
    sessionStore.set(accountAtom, {
      ...member,
      type: 'guest',
      firstName: null,
      lastName: null,
      emailAddress: '20000003@guest.islandrewards.jm',
    });
    renderForm();
    expect(field('E-mail address').value).toBe('');
  });

  it('shows a refused captcha beside the captcha, starts it over and keeps everything typed', async () => {
    calls.verifyCaptcha.mockRejectedValueOnce({
      status: 400,
      code: 'captcha_invalid',
      message: 'The security check did not pass. Please tick it again.',
    });
    renderForm();
    fillValid();
    await send();
    expect(screen.getByText('captcha: The security check did not pass. Please tick it again.')).toBeTruthy();
    expect(calls.reset).toHaveBeenCalled();
    expect(calls.sendContactMessage).not.toHaveBeenCalled();
    expect(field('Topic').value).toBe('Reward Enquiry');
    expect(field('Your message').value).toBe('Is the fuel voucher coming back soon?');
    expect(screen.queryByText(MESSAGE_SENT)).toBeNull();
  });

  it('asks for the captcha when it could not be solved', async () => {
    calls.solve.mockResolvedValueOnce(null);
    renderForm();
    fillValid();
    await send();
    expect(screen.getByText(/captcha: Please tick/)).toBeTruthy();
    expect(calls.verifyCaptcha).not.toHaveBeenCalled();
  });

  it('says when the message could not go, and sends it on retry with the unspent captcha token', async () => {
    calls.sendContactMessage.mockRejectedValueOnce({
      status: 0,
      code: 'network_error',
      message: 'We could not reach Island Rewards.',
    });
    renderForm();
    fillValid();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('We could not reach Island Rewards.');
    expect(field('Your name').value).toBe('Marcia Brown');
    expect(calls.reset).not.toHaveBeenCalled();

    await send();
    expect(screen.getByText(MESSAGE_SENT)).toBeTruthy();
    expect(calls.verifyCaptcha).toHaveBeenCalledTimes(1);
    expect(calls.sendContactMessage).toHaveBeenCalledTimes(2);
    expect(calls.sendContactMessage.mock.calls[1]?.[0]).toMatchObject({ captchaToken: 'tok' });
    // Spent now: the next message starts a new check.
    expect(calls.reset).toHaveBeenCalledTimes(1);
  });
});
