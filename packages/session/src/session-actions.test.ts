import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getSession = vi.fn();
const getAccount = vi.fn();
const getPoints = vi.fn();
vi.mock('@portal/api-client/calls/bff', () => ({
  getSession,
  clearSession: vi.fn(),
  clientCredentialsGrant: vi.fn(),
}));
vi.mock('@portal/api-client/calls/account', () => ({ getAccount, getPoints }));

const ACCOUNT = { accountNumber: '20000001', type: 'user', firstName: 'Keisha', lastName: 'Brown' };
const memberSession = {
  authenticated: true,
  type: 'user' as const,
  popUps: { pop_up: null, pop_up_rewards: null },
};

// A fresh store per test: the session atoms live for the page's life.
const fresh = async () => {
  vi.resetModules();
  return {
    actions: await import('./session-actions.ts'),
    atoms: await import('./session-atoms.ts'),
  };
};

beforeEach(() => {
  getAccount.mockResolvedValue(ACCOUNT);
  getPoints.mockResolvedValue({ points: 9512, vendorTier: 'Gold' });
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('loadSession (page load, requirements §5.2)', () => {
  it('asks GET /bff/session when the page did not carry the answer', async () => {
    getSession.mockResolvedValue(memberSession);
    const { actions, atoms } = await fresh();
    await actions.loadSession();
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(atoms.sessionStore.get(atoms.authenticatedAtom)).toBe(true);
    expect(atoms.sessionStore.get(atoms.pointsAtom)).toBe(9512);
    expect(atoms.sessionStore.get(atoms.sessionReadyAtom)).toBe(true);
  });

  it('with the answer inlined in the page: signed in before the first render, nothing asked', async () => {
    const { actions, atoms } = await fresh();
    const loading = actions.loadSession(memberSession);
    // Synchronously, before any await: the first render can already draw the member's chrome.
    expect(atoms.sessionStore.get(atoms.authenticatedAtom)).toBe(true);
    expect(atoms.sessionStore.get(atoms.accountTypeAtom)).toBe('user');
    expect(atoms.sessionStore.get(atoms.sessionReadyAtom)).toBe(false);
    await loading;
    expect(getSession).not.toHaveBeenCalled();
    expect(atoms.sessionStore.get(atoms.accountAtom)).toEqual(ACCOUNT);
    expect(atoms.sessionStore.get(atoms.sessionReadyAtom)).toBe(true);
  });

  it('inlined as signed out: signed out, no account call', async () => {
    const { actions, atoms } = await fresh();
    await actions.loadSession({ ...memberSession, authenticated: false, type: null });
    expect(atoms.sessionStore.get(atoms.authenticatedAtom)).toBe(false);
    expect(getAccount).not.toHaveBeenCalled();
    expect(atoms.sessionStore.get(atoms.sessionReadyAtom)).toBe(true);
  });

  it('a failure loading the account signs the page out (requirements §5.2), inlined answer or not', async () => {
    getAccount.mockRejectedValue(new Error('provider_unavailable'));
    const { actions, atoms } = await fresh();
    await actions.loadSession(memberSession);
    expect(atoms.sessionStore.get(atoms.authenticatedAtom)).toBe(false);
    expect(atoms.sessionStore.get(atoms.accountTypeAtom)).toBeNull();
    expect(atoms.sessionStore.get(atoms.sessionReadyAtom)).toBe(true);
  });
});

describe('forgetMember (the one way out)', () => {
  it('forgets everything a signed-in page knew, the vendor tier included', async () => {
    getSession.mockResolvedValue(memberSession);
    const { actions, atoms } = await fresh();
    await actions.loadSession();
    expect(atoms.sessionStore.get(atoms.vendorTierAtom)).toBe('Gold');
    actions.forgetMember();
    const { sessionStore } = atoms;
    expect(sessionStore.get(atoms.accountAtom)).toBeNull();
    expect(sessionStore.get(atoms.accountTypeAtom)).toBeNull();
    expect(sessionStore.get(atoms.pointsAtom)).toBeNull();
    expect(sessionStore.get(atoms.vendorTierAtom)).toBeNull();
    expect(atoms.sessionStore.get(atoms.authenticatedAtom)).toBe(false);
  });
});
