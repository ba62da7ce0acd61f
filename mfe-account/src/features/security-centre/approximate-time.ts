import { lazily } from '@portal/ui/format/lazily';

// Made on first use (lazily.ts says why).
const relative = lazily(() => new Intl.RelativeTimeFormat('en-JM', { numeric: 'auto' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, roughly, as a member reads it: "just now" (under two minutes),
 * "25 minutes ago", "3 hours ago", "yesterday", "12 days ago". Sessions are only known to within
 * an access token's lifetime, so nothing finer is claimed.
 */
export function approximateTime(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < 2 * MINUTE) return 'just now';
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  return relative().format(-Math.floor(elapsed / DAY), 'day');
}
