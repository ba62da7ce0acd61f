import type { MemberSession } from '@portal/contracts/provider/security';
import { describeUserAgent } from './describe-user-agent.ts';

/** An open session as `oauth_sessions` holds it. */
export interface MemberSessionRow {
  id: string;
  user_agent: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
}

/** The columns of `MemberSessionRow`, from `oauth_sessions s`. */
export const MEMBER_SESSION_SELECT = 's.id, s.user_agent, s.created_at, s.last_seen_at';

/**
 * The member's open sessions: not revoked, and with a refresh token that can still be used (an
 * abandoned browser's session ends when its refresh token expires, without anyone revoking it).
 */
export const OPEN_SESSIONS_WHERE = `s.member_id = $1 and s.revoked_at is null and exists (
  select 1 from oauth_refresh_tokens t where t.session_id = s.id and t.used_at is null and t.expires_at > $2)`;

/** A session row as the security centre shows it; `currentId` is the asking browser's session. */
export function toMemberSession(row: MemberSessionRow, currentId: string): MemberSession {
  return {
    id: row.id,
    ...describeUserAgent(row.user_agent),
    signedInAt: new Date(row.created_at).toISOString(),
    lastActiveAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentId,
  };
}
