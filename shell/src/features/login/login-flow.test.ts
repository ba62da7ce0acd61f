import { describe, expect, it, vi } from 'vitest';
import { type LoginDeps, runLoginFlow } from './login-flow.ts';

const input = { memberId: '20000001', password: 'Island!Rewards2026' };

function deps(overrides: Partial<LoginDeps> = {}): LoginDeps & { calls: string[] } {
  const calls: string[] = [];
  const record =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      calls.push(`${name}(${args.join(',')})`);
      return value;
    };
  return {
    calls,
    passwordGrant: record('passwordGrant', {}),
    lookupAccountType: record('lookupAccountType', { accountType: 'user' as const }),
    storeAccountType: record('storeAccountType', {}),
    clearSession: record('clearSession', undefined),
    enterSession: record('enterSession', undefined),
    leaveSession: vi.fn(() => calls.push('leaveSession')),
    saveGuestAccount: vi.fn((value: string) => calls.push(`saveGuestAccount(${value})`)),
    ...overrides,
  };
}

describe('login flow (requirements §4.3 steps 2–6)', () => {
  it('gets tokens, looks up the type, stores it and loads the session, in that order', async () => {
    const d = deps();
    expect(await runLoginFlow(input, d)).toEqual({ kind: 'signed-in' });
    expect(d.calls).toEqual([
      'passwordGrant(20000001,Island!Rewards2026)',
      'lookupAccountType(20000001,20000001)',
      'storeAccountType(user)',
      'enterSession(user)',
    ]);
  });

  it('keeps the encrypted account value for guests only', async () => {
    const guest = deps({
      lookupAccountType: async () => ({ accountType: 'guest', encryption: 'sealed-value' }),
    });
    expect(await runLoginFlow(input, guest)).toEqual({ kind: 'signed-in' });
    expect(guest.saveGuestAccount).toHaveBeenCalledWith('sealed-value');

    const user = deps({ lookupAccountType: async () => ({ accountType: 'user', encryption: 'sealed-value' }) });
    await runLoginFlow(input, user);
    expect(user.saveGuestAccount).not.toHaveBeenCalled();
  });

  it("answers 'Incorrect login details' for an unknown type and closes the new session", async () => {
    const d = deps({ lookupAccountType: async () => ({ accountType: 'unknown' }) });
    expect(await runLoginFlow(input, d)).toEqual({ kind: 'error', message: 'Incorrect login details' });
    expect(d.calls).toContain('clearSession()');
    expect(d.calls).toContain('leaveSession');
    expect(d.calls.some((call) => call.startsWith('enterSession'))).toBe(false);
  });

  it("answers 'Incorrect login details' for failed authentication", async () => {
    const d = deps({
      passwordGrant: async () => {
        throw { status: 400, code: 'invalid_grant', message: 'Incorrect login details' };
      },
    });
    expect(await runLoginFlow(input, d)).toEqual({ kind: 'error', message: 'Incorrect login details' });
  });

  it('sends a 401 to /resend-verification', async () => {
    const d = deps({
      passwordGrant: async () => {
        throw { status: 401, code: 'account_not_verified', message: 'verify first' };
      },
    });
    expect(await runLoginFlow(input, d)).toEqual({ kind: 'unverified' });
  });

  it('says so when the service cannot be reached, instead of blaming the member', async () => {
    const d = deps({
      passwordGrant: async () => {
        throw { status: 502, code: 'provider_unavailable', message: 'The loyalty service is unavailable.' };
      },
    });
    expect(await runLoginFlow(input, d)).toEqual({ kind: 'error', message: 'The loyalty service is unavailable.' });
  });

  it('signs out again when account and points cannot be loaded', async () => {
    const d = deps({
      enterSession: async () => {
        throw { status: 500, code: 'server_error', message: 'Something went wrong. Please try again.' };
      },
    });
    expect(await runLoginFlow(input, d)).toMatchObject({ kind: 'error' });
    expect(d.calls).toContain('leaveSession');
  });
});
