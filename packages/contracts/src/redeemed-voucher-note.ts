/**
 * What the redeem page hands to the voucher page it lands on after redeeming (post/redirect/get,
 * docs/decisions/0026-redeeming-a-reward.md): the news to tell the member there. It travels as the
 * navigation's location state, so it lives in that history entry only — a reload shows it again as a
 * plain status, never as a confirmation, and a voucher opened any other way has none.
 */
export interface RedeemedVoucherNote {
  rewardName: string;
  /** Points the redemption took. */
  pointsCost: number;
  /** The balance it left. */
  points: number;
}

/** The note in a location state, or null when there is none or it is not well formed (state is anyone's). */
export function redeemedVoucherNoteOf(state: unknown): RedeemedVoucherNote | null {
  if (typeof state !== 'object' || state === null) return null;
  const note: unknown = (state as { redeemed?: unknown }).redeemed;
  if (typeof note !== 'object' || note === null) return null;
  const { rewardName, pointsCost, points } = note as Record<string, unknown>;
  if (typeof rewardName !== 'string' || !Number.isInteger(pointsCost) || !Number.isInteger(points)) return null;
  return { rewardName, pointsCost: pointsCost as number, points: points as number };
}
