// @vitest-environment happy-dom
import type { Account } from '@portal/contracts/provider/account';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { PROFILE_SAVED, ProfileForm } from './profile-form.tsx';

const calls = vi.hoisted(() => ({ updateAccount: vi.fn(), loadMemberData: vi.fn() }));
vi.mock('@portal/api-client/calls/account', () => ({ updateAccount: calls.updateAccount }));
vi.mock('@portal/session/session-actions', () => ({ loadMemberData: calls.loadMemberData }));

const account: Account = {
  accountNumber: '20000004',
  emailAddress: 'incomplete@example.com',
  firstName: 'Kerry-Ann',
  lastName: 'Williams',
  prefix: null,
  gender: null,
  birthdate: null,
  phoneNumber: '8765550199',
  address1: null,
  city: null,
  parish: 'CE',
  householdSize: null,
  dependants: null,
  income: null,
  occupation: null,
  namedDependants: [],
  verified: true,
  canUpdate: true,
  type: 'user',
};

beforeEach(() => {
  calls.updateAccount.mockReset().mockImplementation(async (update: object) => ({ ...account, ...update }));
  calls.loadMemberData.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('profile form', () => {
  it('starts from the account, and choosing a town fills in its parish', async () => {
    const user = userEvent.setup();
    renderRoute(<ProfileForm account={account} />, { path: '/account' });
    expect((screen.getByLabelText(/^Mobile phone number/) as HTMLInputElement).value).toBe('(876) 555-0199');
    expect((screen.getByLabelText('Parish') as HTMLSelectElement).value).toBe('CE');
    await user.selectOptions(screen.getByLabelText('Town'), 'Montego Bay');
    expect((screen.getByLabelText('Parish') as HTMLSelectElement).value).toBe('JS');
  });

  it('lets a member name as many dependants as they have, each with a relationship', async () => {
    const user = userEvent.setup();
    renderRoute(<ProfileForm account={account} />, { path: '/account' });
    expect(screen.queryByRole('button', { name: 'Add a dependant’s name' })).toBeNull();
    await user.type(screen.getByLabelText(/^Dependants/), '1');
    await user.click(screen.getByRole('button', { name: 'Add a dependant’s name' }));
    expect(screen.queryByRole('button', { name: 'Add a dependant’s name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(screen.getAllByText('This field is required').length).toBe(2);
    expect(calls.updateAccount).not.toHaveBeenCalled();
  });

  it('saves in the provider’s shape, reloads the session, and returns to the account with a notice', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<ProfileForm account={account} />, {
      path: '/account',
      at: '/account?edit=profile',
    });
    await user.selectOptions(screen.getByLabelText('Title'), 'Miss');
    await user.type(screen.getByLabelText(/^People in your household/), '3');
    await user.type(screen.getByLabelText(/^Dependants/), '1');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.updateAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        update: 'profile',
        prefix: 'Miss',
        phoneNumber: '8765550199',
        householdSize: 3,
        dependants: 1,
        address1: null,
        namedDependants: [],
      }),
    );
    expect(calls.loadMemberData).toHaveBeenCalledTimes(1);
    expect(router.state.location.state).toEqual({ notice: PROFILE_SAVED });
  });

  it('keeps what was typed and names each problem', async () => {
    const user = userEvent.setup();
    renderRoute(<ProfileForm account={account} />, { path: '/account' });
    await user.type(screen.getByLabelText(/^People in your household/), '2');
    await user.type(screen.getByLabelText(/^Dependants/), '2');
    await user.type(screen.getByLabelText(/^Street address/), '#4 Main St');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(screen.getByText('Dependants must be fewer than the people in your household')).toBeTruthy();
    expect(screen.getByText('Invalid input')).toBeTruthy();
    expect((screen.getByLabelText(/^Street address/) as HTMLInputElement).value).toBe('#4 Main St');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Street address/));
  });
});
