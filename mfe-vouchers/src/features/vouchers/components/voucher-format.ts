import type { Voucher, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { VOUCHER_TIME_ZONE } from '@portal/contracts/voucher-display';
import { POINTS_UNIT } from '@portal/validation/constants';

/** Dates and amounts as members in Jamaica read them (en-JM, Jamaica time). */
const dateFormat = new Intl.DateTimeFormat('en-JM', { dateStyle: 'long', timeZone: VOUCHER_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-JM', { timeStyle: 'short', timeZone: VOUCHER_TIME_ZONE });
const numberFormat = new Intl.NumberFormat('en-JM');
const wholeDollars = new Intl.NumberFormat('en-JM', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-JM', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "11 March 2027" */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "11 March 2027 at 3:45 pm" */
export const formatDateTime = (iso: string): string =>
  `${dateFormat.format(new Date(iso))} at ${timeFormat.format(new Date(iso))}`;

/** "J$1,000", "J$950.50" — the J$ the catalogue uses, so a value never reads as US dollars. */
export const formatJmd = (amount: number): string =>
  `J$${(Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount)}`;

/** "1,950 pts" */
export const formatPoints = (points: number): string => `${numberFormat.format(points)} ${POINTS_UNIT}`;

const JAMAICA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
const jamaicaDay = (time: number): number => Math.floor((time + JAMAICA_OFFSET_MS) / DAY_MS);

/** Calendar days in Jamaica from `now` to the voucher's last day: 0 on the last day itself. */
export function daysLeft(expiresAt: string, now: number): number {
  return jamaicaDay(Date.parse(expiresAt)) - jamaicaDay(now);
}

/** "Expires today", "Expires tomorrow", "Expires in 5 days" — for an active voucher close to its end, else null. */
export function expiringSoonNote(voucher: Voucher, config: VoucherReleaseConfig | null, now: number): string | null {
  if (voucher.status !== 'issued' || !config) return null;
  const days = daysLeft(voucher.expiresAt, now);
  if (days < 0 || days > config.expiringSoonDays) return null;
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

/** When a till starts accepting an active voucher, if that is still ahead; else null. */
export function usableFrom(voucher: Voucher, config: VoucherReleaseConfig | null, now: number): string | null {
  if (voucher.status !== 'issued' || !config || config.usableAfterMinutes === 0) return null;
  const from = Date.parse(voucher.issuedAt) + config.usableAfterMinutes * 60_000;
  return from > now ? new Date(from).toISOString() : null;
}

/** The one date that matters most for a voucher in its status, as a sentence. */
export function voucherDateLine(voucher: Voucher): string {
  switch (voucher.status) {
    case 'issued':
      return `Valid until ${formatDate(voucher.expiresAt)}`;
    case 'expired':
      return `Expired on ${formatDate(voucher.expiresAt)}`;
    case 'distributed':
      return voucher.usedAt ? `Distributed on ${formatDate(voucher.usedAt)}` : 'Distributed';
    case 'cancelled':
      return `Issued on ${formatDate(voucher.issuedAt)}`;
    default:
      return voucher.usedAt ? `Used on ${formatDate(voucher.usedAt)}` : 'Used';
  }
}

/** How long new vouchers last and when they can be used, in a sentence for the voucher pages. */
export function releaseSummary(config: VoucherReleaseConfig): string {
  const when =
    config.usableAfterMinutes === 0
      ? 'can be used as soon as you redeem them'
      : `can be used ${durationWords(config.usableAfterMinutes)} after you redeem them`;
  return `New vouchers ${when} and are valid for ${numberFormat.format(config.validityDays)} days, unless the reward says otherwise.`;
}

function durationWords(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

const plural = (count: number, unit: string): string =>
  `${numberFormat.format(count)} ${unit}${count === 1 ? '' : 's'}`;
