import { type BffSession, BffSessionSchema } from '@portal/contracts/bff';
import * as v from 'valibot';

/**
 * The session as the BFF inlined it into index.html (GET /bff/session's answer for the cookies
 * of this page load), or undefined when the page was served some other way (the dev server) or
 * the value is unreadable: the session check then asks GET /bff/session as before.
 */
export function readInlineSession(): BffSession | undefined {
  const inline = document.getElementById('portal-session')?.textContent;
  if (!inline) return undefined;
  try {
    const parsed = v.safeParse(BffSessionSchema, JSON.parse(inline));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
