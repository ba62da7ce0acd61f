import { jamaicaDayNumber } from '@portal/contracts/jamaica-time';
import type { Voucher, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatNumber } from '@portal/ui/format/format-number';
import { formatPoints } from '@portal/ui/format/format-points';

/** "11 March 2027 at 3:45 pm", in Jamaica time. */
export const formatDateTime = (iso: string): string => `${formatInstant(iso)} at ${formatInstant(iso, 'time')}`;

/** Calendar days in Jamaica from `now` to the voucher's last day: 0 on the last day itself. */
export function daysLeft(expiresAt: string, now: number): number {
  return jamaicaDayNumber(Date.parse(expiresAt)) - jamaicaDayNumber(now);
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
      return `Valid until ${formatInstant(voucher.expiresAt)}`;
    case 'expired':
      return `Expired on ${formatInstant(voucher.expiresAt)}`;
    case 'distributed':
      return voucher.usedAt ? `Distributed on ${formatInstant(voucher.usedAt)}` : 'Distributed';
    case 'cancelled':
      return `Issued on ${formatInstant(voucher.issuedAt)}`;
    default:
      return voucher.usedAt ? `Used on ${formatInstant(voucher.usedAt)}` : 'Used';
  }
}

/** How long new vouchers last and when they can be used, in a sentence for the voucher pages. */
export function releaseSummary(config: VoucherReleaseConfig): string {
  const when =
    config.usableAfterMinutes === 0
      ? 'can be used as soon as you redeem them'
      : `can be used ${durationWords(config.usableAfterMinutes)} after you redeem them`;
  return `New vouchers ${when} and are valid for ${formatNumber(config.validityDays)} days, unless the reward says otherwise.`;
}

function durationWords(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

const plural = (count: number, unit: string): string => `${formatNumber(count)} ${unit}${count === 1 ? '' : 's'}`;

/** What a birthday treat's card and page say in place of points: it cost none. */
export const BIRTHDAY_TREAT_LABEL = 'Birthday treat';

/**
 * The points a voucher cost, as its card and page show them, or null for a birthday treat: the
 * provider issues it for nothing (docs/decisions/0045-birthday-treat.md), so it has no points to
 * show, never "0 pts".
 */
export function pointsUsedOf(voucher: Pick<Voucher, 'kind' | 'pointsCost'>): string | null {
  return voucher.kind === 'birthday' ? null : formatPoints(voucher.pointsCost);
}
