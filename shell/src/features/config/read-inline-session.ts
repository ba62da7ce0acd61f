import { type BffSession, BffSessionSchema } from '@portal/contracts/bff';
import { readInlineJson } from './read-inline-json.ts';

/**
 * The session as the BFF inlined it into index.html (GET /bff/session's answer for the cookies
 * of this page load), or undefined when the page was served some other way (the dev server) or
 * the value is unreadable: the session check then asks GET /bff/session as before.
 */
export function readInlineSession(): BffSession | undefined {
  return readInlineJson('portal-session', BffSessionSchema);
}
