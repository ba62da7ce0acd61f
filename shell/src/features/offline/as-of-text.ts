import { formatInstant } from '@portal/ui/format/format-instant';

/** "as of 26 Nov 2026, 10:42 am": when a figure shown offline was last known, in Jamaica time. */
export function asOfText(at: string): string {
  return `as of ${formatInstant(at, 'short')}, ${formatInstant(at, 'time')}`;
}
