import type { PopUpState } from '@portal/contracts/pop-up-rule';
import type { Account } from '@portal/contracts/provider/account';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { type AccountClass, accountClassOf } from '@portal/session/account-rules';
import { atom, createStore } from 'jotai';

/**
 * Client-side state of requirements §5.6: env, account, type, points, vendorTier and the authenticated flag.
 * One store for the whole page: this package is a Module Federation singleton, so the shell and
 * every remote read and write the same atoms.
 */
export let sessionStore = createStore();

/**
 * The BFF's renderer only (shell/src/server-pages): a store of its own for the page it is about to
 * render, so nothing of one member's page (their account, a remote's atoms) is ever read by the
 * next. A renderer worker renders one page at a time, and loaders and components read this
 * binding when they run, so they all see the new store. The browser never calls it: a page has one
 * store for its life.
 */
export function startServerRenderStore(): typeof sessionStore {
  sessionStore = createStore();
  return sessionStore;
}

export const envAtom = atom<RuntimeConfig | null>(null);
export const accountAtom = atom<Account | null>(null);
export const accountTypeAtom = atom<'user' | 'guest' | null>(null);
export const pointsAtom = atom<number | null>(null);
export const vendorTierAtom = atom<string | null>(null);
export const authenticatedAtom = atom(false);
/** The member's session ended without them signing out (the refresh failed): the login page says so. */
export const sessionExpiredAtom = atom(false);
/** Pop-up state the BFF read from the signed pop_up / pop_up_rewards cookies at page load. */
export const popUpCookiesAtom = atom<{ pop_up: PopUpState | null; pop_up_rewards: PopUpState | null }>({
  pop_up: null,
  pop_up_rewards: null,
});

/** False until the page-load session check has finished (guards wait for it). */
export const sessionReadyAtom = atom(false);

export const accountClassAtom = atom<AccountClass | null>((get) =>
  accountClassOf(get(accountTypeAtom), get(accountAtom)),
);
