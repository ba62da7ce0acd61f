import { formatInstant } from '@portal/ui/format/format-instant';

/** "Saved on 24 November 2026, 3:45 pm": when the copy shown offline was taken, in Jamaica time. */
export function savedOnText(savedAt: string): string {
  return `Saved on ${formatInstant(savedAt)}, ${formatInstant(savedAt, 'time')}`;
}
