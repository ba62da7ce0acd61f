import type { LayoutName } from './remote-contract.ts';

/**
 * Which app owns which top-level path (requirements §2.1; docs/architecture.md, "A page load"). The
 * shell holds this map; remotes own the pages under their paths.
 */
export const REMOTE_NAMES = ['account', 'rewards', 'vouchers', 'info'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container names (JS identifiers). */
export const CONTAINER_NAMES: Record<RemoteName, string> = {
  account: 'mfe_account',
  rewards: 'mfe_rewards',
  vouchers: 'mfe_vouchers',
  info: 'mfe_info',
};

/** What a member reads when a remote is unavailable: "<label> is unavailable right now". */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  account: 'Your account',
  rewards: 'Rewards',
  vouchers: 'Vouchers',
  info: 'This information page',
};

/** First path segment → owner. '' is the dashboard at '/'. */
export const SEGMENT_OWNERS: Readonly<Record<string, RemoteName | 'shell'>> = {
  '': 'account',
  promo: 'account',
  transactions: 'account',
  account: 'account',
  register: 'account',
  'register-success': 'account',
  'forgot-password': 'account',
  'reset-password': 'account',
  'resend-verification': 'account',
  verify: 'account',
  rewards: 'rewards',
  vouchers: 'vouchers',
  // Offers for you (docs/decisions/0044-offers.md): beside the vouchers, kept with them for the till.
  offers: 'vouchers',
  about: 'info',
  faq: 'info',
  contact: 'info',
  copyright: 'info',
  'privacy-policy': 'info',
  'terms-and-conditions': 'info',
  maintenance: 'info',
  login: 'shell',
};

/**
 * The page shell each top-level path is drawn in (default unless named here). The remote's route
 * handle decides; the shell uses this to draw the right shell while the remote's routes are
 * still loading, so the page does not jump when they arrive (a band or a sidebar appearing late).
 * Every remote's contract test checks its handles against it.
 */
const SEGMENT_LAYOUTS: Readonly<Record<string, LayoutName>> = {
  rewards: 'rewards',
  register: 'alternative',
  'register-success': 'alternative',
  'forgot-password': 'alternative',
  'reset-password': 'alternative',
  'resend-verification': 'alternative',
  verify: 'alternative',
  maintenance: 'plain',
  login: 'login-only',
};

const segmentOf = (pathname: string): string => pathname.replace(/^\/+/, '').split('/')[0] ?? '';

/** The page shell a pathname is drawn in, before its route is known. */
export function expectedLayoutOf(pathname: string): LayoutName {
  const segment = segmentOf(pathname);
  return Object.hasOwn(SEGMENT_LAYOUTS, segment) ? (SEGMENT_LAYOUTS[segment] ?? 'default') : 'default';
}

/** The owner of a pathname, or undefined when no app owns it (a 404). */
export function ownerOf(pathname: string): RemoteName | 'shell' | undefined {
  const segment = segmentOf(pathname);
  return Object.hasOwn(SEGMENT_OWNERS, segment) ? SEGMENT_OWNERS[segment] : undefined;
}

/** The top-level segments a remote owns. */
export function segmentsOf(remote: RemoteName): string[] {
  return Object.entries(SEGMENT_OWNERS)
    .filter(([, owner]) => owner === remote)
    .map(([segment]) => segment);
}
