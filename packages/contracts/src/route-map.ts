/**
 * Which app owns which top-level path (spec §2, ARCHITECTURE.md "The house"). The shell holds this
 * map; remotes own the pages under their paths.
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
  about: 'info',
  faq: 'info',
  contact: 'info',
  copyright: 'info',
  'privacy-policy': 'info',
  'terms-and-conditions': 'info',
  maintenance: 'info',
  login: 'shell',
};

/** The owner of a pathname, or undefined when no app owns it (a 404). */
export function ownerOf(pathname: string): RemoteName | 'shell' | undefined {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return Object.hasOwn(SEGMENT_OWNERS, segment) ? SEGMENT_OWNERS[segment] : undefined;
}

/** The top-level segments a remote owns. */
export function segmentsOf(remote: RemoteName): string[] {
  return Object.entries(SEGMENT_OWNERS)
    .filter(([, owner]) => owner === remote)
    .map(([segment]) => segment);
}
