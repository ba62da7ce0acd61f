import type { RemoteName } from './route-map.ts';

/**
 * Where a signed-in member most likely goes next from each app's pages, most likely first: from
 * /login (the shell's) to the dashboard, from the dashboard and the account pages to rewards then
 * vouchers, between rewards and vouchers, and from an information page back to their account.
 */
const MEMBER_NEXT: Readonly<Record<RemoteName | 'shell', readonly RemoteName[]>> = {
  shell: ['account'],
  account: ['rewards', 'vouchers'],
  rewards: ['vouchers', 'account'],
  vouchers: ['rewards', 'account'],
  info: ['account'],
};

/**
 * The remotes a member most likely opens next from a page of `here`, most likely first: what the
 * shell's idle prefetch warms (`prefetch-next.ts`); the BFF puts the first one's manifest into the
 * page beside its own (docs/decisions/0011-manifests-in-the-page-and-idle-prefetch.md).
 *
 * Why a visitor's remote pages lead nowhere: signed out, the next page is one of the same remote
 * (another reward, the next step of a registration) or /login, and the member pages behind the
 * others answer with the login form. Warming them spent a visitor's mobile data on files they
 * could not use, and carrying their manifests made the page longer for nothing. From /login the
 * next page is the dashboard, signed in or not.
 */
export function nextLikelyRemotes(here: RemoteName | 'shell', signedIn: boolean): readonly RemoteName[] {
  return signedIn || here === 'shell' ? MEMBER_NEXT[here] : [];
}
