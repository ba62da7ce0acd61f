// @vitest-environment happy-dom
import type { ApiFailure } from '@portal/api-client/api-failure';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailPreferencesForm } from './email-preferences-form.tsx';

const calls = vi.hoisted(() => ({ saveEmailPreferences: vi.fn(), requestStatement: vi.fn() }));
vi.mock('@portal/api-client/calls/email-preferences', () => calls);

const DEFAULTS = { pointsExpiry: true, newRewards: false, statements: false };
beforeEach(() => {
  calls.saveEmailPreferences.mockReset();
  calls.requestStatement.mockReset();
});
afterEach(cleanup);

describe('e-mail preferences', () => {
  it('saves exactly what the member ticked', async () => {
    const user = userEvent.setup();
    calls.saveEmailPreferences.mockImplementation(async (choice) => choice);
    render(<EmailPreferencesForm initial={DEFAULTS} emailAddress="member@example.com" />);
    expect((screen.getByLabelText(/Points about to expire/) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText(/Points about to expire/));
    await user.click(screen.getByLabelText('A monthly statement of my points'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(calls.saveEmailPreferences).toHaveBeenCalledWith({
      pointsExpiry: false,
      newRewards: false,
      statements: true,
    });
    expect(await screen.findByText('Your e-mail preferences are saved.')).toBeTruthy();
  });

  it('says where last month’s statement went, and why one could not be sent', async () => {
    const user = userEvent.setup();
    calls.requestStatement.mockResolvedValueOnce({
      status: 'sent',
      month: '2026-10',
      emailAddress: 'member@example.com',
    });
    render(<EmailPreferencesForm initial={DEFAULTS} emailAddress="member@example.com" />);
    await user.click(screen.getByRole('button', { name: 'E-mail me a statement' }));
    expect(await screen.findByText('We’ve sent your statement for October 2026 to member@example.com.')).toBeTruthy();

    const refused: ApiFailure = {
      status: 429,
      code: 'rate_limited',
      message: 'You asked for several statements just now. Please try again in 15 minutes.',
    };
    calls.requestStatement.mockRejectedValueOnce(refused);
    await user.click(screen.getByRole('button', { name: 'E-mail me a statement' }));
    expect(
      await screen.findByText(/We couldn’t send your statement\. You asked for several statements just now/),
    ).toBeTruthy();
  });
});
