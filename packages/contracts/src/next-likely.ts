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
 * The remotes a member most likely opens next from a page of `here`: what the shell's idle
 * prefetch warms (`prefetch-next.ts`), and whose manifests the BFF puts into the page beside its
 * own (docs/decisions/0011-manifests-in-the-page-and-idle-prefetch.md).
 *
 * Why a visitor's remote pages lead nowhere: signed out, the next page is one of the same remote
 * (another reward, the next step of a registration) or /login, and the member pages behind the
 * others answer with the login form. Warming them spent a visitor's mobile data on files they
 * could not use, and their manifests put a visitor's /rewards past the first TCP window (15.0 kB
 * with its headers against 14.6, 29 Nov: docs/performance.md). From /login the next page is the
 * dashboard, signed in or not.
 */
export function nextLikelyRemotes(here: RemoteName | 'shell', signedIn: boolean): readonly RemoteName[] {
  return signedIn || here === 'shell' ? MEMBER_NEXT[here] : [];
}
