import { getAccount, getPoints } from '@portal/api-client/calls/account';
import { clearSession, clientCredentialsGrant, getSession } from '@portal/api-client/calls/bff';
import type { BffSession } from '@portal/contracts/bff';
import { onInterfaceEvent } from '@portal/contracts/interface-events';
import type { Account } from '@portal/contracts/provider/account';
import { updatePreferences } from '@portal/session/preferences';
import {
  accountAtom,
  accountTypeAtom,
  authenticatedAtom,
  pointsAtom,
  popUpCookiesAtom,
  sessionReadyAtom,
  sessionStore,
  vendorTierAtom,
} from '@portal/session/session-atoms';

/**
 * Forgets the member on this page: account, type, points, tier, signed-in flag. The one way out,
 * used by signing out, a failed page load and a login that fails after the tokens were issued.
 */
export function forgetMember(): void {
  sessionStore.set(accountAtom, null);
  sessionStore.set(accountTypeAtom, null);
  sessionStore.set(pointsAtom, null);
  sessionStore.set(vendorTierAtom, null);
  sessionStore.set(authenticatedAtom, false);
}

/** Loads account and points in parallel into the store. Rejects if either fails. */
export async function loadMemberData(): Promise<void> {
  const [account, points] = await Promise.all([getAccount(), getPoints()]);
  sessionStore.set(accountAtom, account);
  sessionStore.set(pointsAtom, points.points);
  sessionStore.set(vendorTierAtom, points.vendorTier);
  if (sessionStore.get(accountTypeAtom) === null) sessionStore.set(accountTypeAtom, account.type);
}

/**
 * Page load (requirements §5.2 "Authenticated"): ask the BFF whether both tokens are there and the access
 * token is a member's; if so load account and points in parallel. Any failure: signed out.
 *
 * `known` is the BFF's answer when it came inlined in the page: then nothing is asked, and the
 * signed-in flag and account type are set before this returns its promise (synchronously), so the
 * first render already draws the member's chrome. `member` is the account and balance a page the
 * server rendered was drawn with: set as they are, so hydration finds the same figures.
 */
export async function loadSession(
  known?: BffSession,
  member?: { account: Account; points: number; vendorTier: string | null } | null,
): Promise<void> {
  try {
    const session = known ?? (await getSession());
    sessionStore.set(popUpCookiesAtom, session.popUps);
    if (!session.authenticated) {
      forgetMember();
      return;
    }
    // Marked first, so a 401 while loading goes through refresh-and-replay, not a reload.
    sessionStore.set(authenticatedAtom, true);
    sessionStore.set(accountTypeAtom, session.type);
    // A page the server rendered brings what its layout showed: the same account and balance.
    if (member) {
      sessionStore.set(accountAtom, member.account);
      sessionStore.set(pointsAtom, member.points);
      sessionStore.set(vendorTierAtom, member.vendorTier);
    } else await loadMemberData();
  } catch {
    forgetMember();
  } finally {
    sessionStore.set(sessionReadyAtom, true);
  }
}

/** Resolves once the page-load session check has finished. */
export function sessionReady(): Promise<void> {
  if (sessionStore.get(sessionReadyAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = sessionStore.sub(sessionReadyAtom, () => {
      if (sessionStore.get(sessionReadyAtom)) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** Sets the points balance at once (after a redeem or a promo claim), ahead of any reload. */
export function setPoints(points: number): void {
  sessionStore.set(pointsAtom, points);
}

/** Reloads the points balance from the provider. */
export async function refreshPoints(): Promise<void> {
  const points = await getPoints();
  sessionStore.set(pointsAtom, points.points);
  sessionStore.set(vendorTierAtom, points.vendorTier);
}

/**
 * Requirements §5.4: on tokens-refreshed the member is marked authenticated and account and points are
 * reloaded; a failure is only logged.
 */
export function listenForTokenRefresh(): () => void {
  return onInterfaceEvent('tokens-refreshed', () => {
    sessionStore.set(authenticatedAtom, true);
    loadMemberData().catch((error: unknown) => {
      console.error('Could not reload the account after a token refresh', error);
    });
  });
}

/**
 * Logout, requirements §5.5 steps 1–5 (the caller does step 6, going to /login): clear the cookies (the
 * BFF also revokes the tokens at the provider), take a client-level token with an empty refresh
 * token, clear pop-up state, empty account and type, and mark signed out.
 */
export async function signOut(): Promise<void> {
  await clearSession().catch(() => undefined);
  await clientCredentialsGrant().catch(() => undefined);
  updatePreferences(({ popUp: _popUp, popUpRewards: _popUpRewards, guestAccount: _guest, ...rest }) => rest);
  sessionStore.set(popUpCookiesAtom, { pop_up: null, pop_up_rewards: null });
  forgetMember();
}
