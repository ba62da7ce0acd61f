import type { PopUpAudience, PopUpCampaign } from './pop-up-contract.ts';

/**
 * Whether a campaign is on for this visitor now: from its `startsAt` (inclusive) until its
 * `expiresAt` (exclusive), and only for its `audience`. Both instants carry their offset, so the
 * answer is the same in every time zone (marketing writes Jamaica's, −05:00).
 */
export function campaignIsOn(
  campaign: Pick<PopUpCampaign, 'startsAt' | 'expiresAt' | 'audience'>,
  now: Date,
  audience: PopUpAudience,
): boolean {
  const at = now.getTime();
  if (campaign.startsAt !== undefined && at < Date.parse(campaign.startsAt)) return false;
  if (at >= Date.parse(campaign.expiresAt)) return false;
  return campaign.audience === undefined || campaign.audience.includes(audience);
}

/** The audience of a visitor: not signed in, or signed in with a member's or a guest's account. */
export function audienceOf(authenticated: boolean, accountType: 'user' | 'guest' | null): PopUpAudience {
  if (!authenticated) return 'signed-out';
  return accountType === 'guest' ? 'guest' : 'member';
}
