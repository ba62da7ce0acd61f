import type { Queryable } from '../db/database.ts';

/** How long an ended session is kept before it is deleted: long enough to look into a report of misuse. */
export const ENDED_SESSION_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Deletes the sessions that ended more than ENDED_SESSION_KEPT_MS ago: signed out or replaced
 * (revoked), or abandoned (no refresh token left that can still be used). Their refresh tokens go
 * with them (on delete cascade). Why: the security centre lists open sessions only, but the table
 * grew with every sign-in for ever; the sign-in history (sign_in_events) is what stays for the
 * member to read. Resolves to the number deleted.
 */
export async function pruneEndedSessions(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  const result = await db.query(
    `delete from oauth_sessions s
      where (s.revoked_at is not null and s.revoked_at < $1)
         or (s.revoked_at is null and s.created_at < $1 and not exists (
               select 1 from oauth_refresh_tokens t
                where t.session_id = s.id and t.used_at is null and t.expires_at > $1))`,
    [before],
  );
  return result.rowCount;
}
