/**
 * The pop-up rule of spec §4, as pure functions:
 * - with no stored state, show it and store it as unseen;
 * - when the stored expiry is in the past, show it again;
 * - otherwise show it only if not seen;
 * - closing it marks it seen.
 * Stored state expires at the end of the day it was stored (spec §9: modal-seen cookies expire
 * the same day), the day being Jamaica's.
 */
export interface PopUpState {
  isSeen: boolean;
  /** ISO date-time. */
  expiresAt: string;
}

/** Where each slot's state is kept: the rewards pop-up has a key of its own (spec §3). */
export const POP_UP_KEYS = { dashboard: 'pop_up', login: 'pop_up', rewards: 'pop_up_rewards' } as const;
export type PopUpKey = (typeof POP_UP_KEYS)[keyof typeof POP_UP_KEYS];

/** Jamaica keeps UTC−5 all year (no daylight saving since 1983). */
const JAMAICA_OFFSET_MS = -5 * 3_600_000;

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

export function decidePopUp(stored: PopUpState | undefined, now: Date): PopUpDecision {
  const fresh = (): PopUpState => ({ isSeen: false, expiresAt: endOfJamaicanDay(now).toISOString() });
  if (!stored) return { show: true, store: fresh() };
  const expiry = Date.parse(stored.expiresAt);
  if (Number.isNaN(expiry) || expiry <= now.getTime()) return { show: true, store: fresh() };
  return { show: !stored.isSeen };
}

export function closePopUp(stored: PopUpState | undefined, now: Date): PopUpState {
  return { isSeen: true, expiresAt: stored?.expiresAt ?? endOfJamaicanDay(now).toISOString() };
}
