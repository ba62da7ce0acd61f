import { JAMAICA_OFFSET_MS } from './jamaica-time.ts';

/**
 * The pop-up rule of requirements §8.3, as pure functions:
 * - with no stored state, show it and store it as unseen;
 * - when the stored expiry is in the past, show it again;
 * - otherwise show it only if not seen;
 * - closing it marks it seen.
 * Stored state expires at the end of the day it was stored (requirements §8.4: modal-seen cookies expire
 * the same day), the day being Jamaica's. It also names the campaign it is about: when marketing
 * publishes a campaign with a new id, the stored state is about another one, so the new campaign
 * shows (once) even to a member who closed the old one today.
 */
export interface PopUpState {
  isSeen: boolean;
  /** ISO date-time. */
  expiresAt: string;
  /** The campaign the state is about (absent in state stored before campaigns had ids). */
  campaignId?: string | undefined;
}

/** Where each slot's state is kept: the rewards pop-up has a key of its own (requirements §8.2). */
export const POP_UP_KEYS = { dashboard: 'pop_up', login: 'pop_up', rewards: 'pop_up_rewards' } as const;
export type PopUpKey = (typeof POP_UP_KEYS)[keyof typeof POP_UP_KEYS];

/** The first instant of the next calendar day in Jamaica. */
export function endOfJamaicanDay(now: Date): Date {
  const local = new Date(now.getTime() + JAMAICA_OFFSET_MS);
  const nextMidnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(nextMidnightLocal - JAMAICA_OFFSET_MS);
}

export interface PopUpDecision {
  show: boolean;
  /** The state to store now (undefined: leave it as it is). */
  store?: PopUpState;
}

const withCampaign = (state: Omit<PopUpState, 'campaignId'>, campaignId: string | undefined): PopUpState =>
  campaignId === undefined ? state : { ...state, campaignId };

export function decidePopUp(stored: PopUpState | undefined, now: Date, campaignId?: string): PopUpDecision {
  const fresh = (): PopUpState =>
    withCampaign({ isSeen: false, expiresAt: endOfJamaicanDay(now).toISOString() }, campaignId);
  if (!stored) return { show: true, store: fresh() };
  const expiry = Date.parse(stored.expiresAt);
  if (Number.isNaN(expiry) || expiry <= now.getTime()) return { show: true, store: fresh() };
  // Another campaign than the one the state is about: new content, shown like a first visit.
  if (campaignId !== undefined && stored.campaignId !== undefined && stored.campaignId !== campaignId) {
    return { show: true, store: fresh() };
  }
  return { show: !stored.isSeen };
}

export function closePopUp(stored: PopUpState | undefined, now: Date, campaignId?: string): PopUpState {
  return withCampaign(
    { isSeen: true, expiresAt: stored?.expiresAt ?? endOfJamaicanDay(now).toISOString() },
    campaignId ?? stored?.campaignId,
  );
}
