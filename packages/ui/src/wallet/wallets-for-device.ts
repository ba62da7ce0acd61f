/** The two wallets a member card or a voucher can be added to. */
export type Wallet = 'apple' | 'google';

const BOTH: readonly Wallet[] = ['apple', 'google'];

/**
 * The wallets worth offering on this device: Google's on Android, Apple's on iPhone and iPad,
 * both on a computer (where a member may be adding to a phone through the wallet's own web flow).
 *
 * Why: an Android phone cannot open a `.pkpass`, and an iPhone has no Google Wallet, so offering
 * the other's button only leads to a file nothing opens. iPadOS asks for desktop pages and says
 * "Macintosh"; a Mac with a touch screen does not exist, so touch points tell the two apart.
 * Anything unrecognised gets both: a wrong guess must never hide the member's only way in.
 */
export function walletsForDevice(userAgent: string, maxTouchPoints: number): readonly Wallet[] {
  if (/\bAndroid\b/i.test(userAgent)) return ['google'];
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return ['apple'];
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return ['apple'];
  return BOTH;
}
