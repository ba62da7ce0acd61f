import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  AccessTokenClaimsSchema,
  ROLE_CLIENT,
  ROLE_MEMBER,
  type TokenResponse,
} from '@portal/contracts/provider/oauth';
import * as v from 'valibot';
import type { Database, Queryable } from '../db/database.ts';
import { signJwt, verifyJwt } from './jwt.ts';

export type Principal =
  | { kind: 'client'; clientId: string }
  | { kind: 'member'; clientId: string; memberId: number; accountNumber: string; sessionId: string };

export interface TokenService {
  issueClientToken(clientId: string): TokenResponse;
  /**
   * Opens a new session (refresh-token family) for the member and returns its first tokens, with
   * the browser it was opened from (the security centre lists it).
   */
  issueMemberTokens(
    member: { id: number; accountNumber: string },
    clientId: string,
    origin?: SessionOrigin,
  ): Promise<TokenResponse>;
  /** Rotates a refresh token. A token used twice revokes its whole session (reuse detection). */
  refresh(refreshToken: string, clientId: string): Promise<TokenResponse | null>;
  /** Revokes the session behind an access or refresh token. Unknown tokens are ignored (RFC 7009). */
  revoke(token: string): Promise<void>;
  revokeAllForMember(tx: Queryable, memberId: number): Promise<void>;
  /** The principal behind a bearer token, or null when it is forged, expired or revoked. */
  authenticate(accessToken: string): Promise<Principal | null>;
}

/** The browser a session was opened from, as the BFF reports it. */
interface SessionOrigin {
  userAgent: string | null;
  deviceId: string | null;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

export async function loadSigningKey(db: Database): Promise<Buffer> {
  const existing = await db.query<{ value: string }>("select value from provider_secrets where name = 'jwt_hs256'");
  if (existing.rows[0]) return Buffer.from(existing.rows[0].value, 'base64url');
  const key = randomBytes(32).toString('base64url');
  await db.query("insert into provider_secrets (name, value) values ('jwt_hs256', $1) on conflict (name) do nothing", [
    key,
  ]);
  const stored = await db.query<{ value: string }>("select value from provider_secrets where name = 'jwt_hs256'");
  return Buffer.from(stored.rows[0]!.value, 'base64url');
}

export function createTokenService(options: {
  db: Database;
  key: Buffer;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  now?: () => number;
}): TokenService {
  const { db, key } = options;
  const now = options.now ?? Date.now;
  const seconds = (): number => Math.floor(now() / 1000);

  function accessToken(claims: { sub: string; authorities: string[]; client_id: string; sid?: string }): string {
    const iat = seconds();
    return signJwt({ ...claims, iat, exp: iat + options.accessTokenTtlSeconds, jti: randomUUID() }, key);
  }

  async function newRefreshToken(tx: Queryable, sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.query('insert into oauth_refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)', [
      sha256(token),
      sessionId,
      new Date(now() + options.refreshTokenTtlSeconds * 1000),
    ]);
    return token;
  }

  function memberResponse(
    member: { accountNumber: string },
    clientId: string,
    sessionId: string,
    refresh: string,
  ): TokenResponse {
    return {
      access_token: accessToken({
        sub: member.accountNumber,
        authorities: [ROLE_MEMBER],
        client_id: clientId,
        sid: sessionId,
      }),
      token_type: 'bearer',
      expires_in: options.accessTokenTtlSeconds,
      refresh_token: refresh,
      scope: 'read write',
    };
  }

  return {
    issueClientToken(clientId) {
      return {
        access_token: accessToken({ sub: clientId, authorities: [ROLE_CLIENT], client_id: clientId }),
        token_type: 'bearer',
        expires_in: options.accessTokenTtlSeconds,
        scope: 'read',
      };
    },

    async issueMemberTokens(member, clientId, origin) {
      const sessionId = randomUUID();
      return db.transaction(async (tx) => {
        // A browser signing in again replaces its own earlier session: its cookies now hold the new
        // one, so the old could never be used by it again, yet it would stay listed as "signed in"
        // for the refresh token's 30 days (a member who signs in daily saw dozens of one phone).
        if (origin?.deviceId) {
          await tx.query(
            `update oauth_sessions set revoked_at = $3
              where member_id = $1 and device_id = $2 and revoked_at is null`,
            [member.id, origin.deviceId, new Date(now())],
          );
        }
        await tx.query(
          `insert into oauth_sessions (id, member_id, client_id, user_agent, device_id, created_at, last_seen_at)
           values ($1, $2, $3, $4, $5, $6, $6)`,
          [sessionId, member.id, clientId, origin?.userAgent ?? null, origin?.deviceId ?? null, new Date(now())],
        );
        const refresh = await newRefreshToken(tx, sessionId);
        return memberResponse(member, clientId, sessionId, refresh);
      });
    },

    async refresh(refreshToken, clientId) {
      return db.transaction(async (tx) => {
        const found = await tx.query<{
          session_id: string;
          used_at: Date | null;
          expires_at: Date;
          revoked_at: Date | null;
          client_id: string;
          account_number: string;
          deleted_at: Date | null;
        }>(
          `select t.session_id, t.used_at, t.expires_at, s.revoked_at, s.client_id, m.account_number, m.deleted_at
             from oauth_refresh_tokens t
             join oauth_sessions s on s.id = t.session_id
             join members m on m.id = s.member_id
            where t.token_hash = $1
            for update of t, s`,
          [sha256(refreshToken)],
        );
        const row = found.rows[0];
        if (!row || row.revoked_at || row.deleted_at || row.client_id !== clientId) return null;
        if (row.used_at) {
          // A refresh token presented twice was stolen or replayed: end the whole session.
          await tx.query('update oauth_sessions set revoked_at = now() where id = $1', [row.session_id]);
          return null;
        }
        if (new Date(row.expires_at).getTime() <= now()) return null;
        await tx.query('update oauth_refresh_tokens set used_at = now() where token_hash = $1', [sha256(refreshToken)]);
        // A refresh is the session in use: the security centre's "last active" moves on.
        await tx.query('update oauth_sessions set last_seen_at = $2 where id = $1', [row.session_id, new Date(now())]);
        const refresh = await newRefreshToken(tx, row.session_id);
        return memberResponse({ accountNumber: row.account_number }, clientId, row.session_id, refresh);
      });
    },

    async revoke(token) {
      const claims = verifyJwt(token, key);
      if (claims && typeof claims.sid === 'string') {
        await db.query('update oauth_sessions set revoked_at = now() where id = $1 and revoked_at is null', [
          claims.sid,
        ]);
        return;
      }
      await db.query(
        `update oauth_sessions set revoked_at = now()
          where revoked_at is null and id = (select session_id from oauth_refresh_tokens where token_hash = $1)`,
        [sha256(token)],
      );
    },

    async revokeAllForMember(tx, memberId) {
      await tx.query('update oauth_sessions set revoked_at = now() where member_id = $1 and revoked_at is null', [
        memberId,
      ]);
    },

    async authenticate(token) {
      const raw = verifyJwt(token, key);
      const parsed = v.safeParse(AccessTokenClaimsSchema, raw);
      if (!parsed.success) return null;
      const claims = parsed.output;
      if (claims.exp <= seconds()) return null;
      if (claims.authorities.includes(ROLE_CLIENT)) return { kind: 'client', clientId: claims.client_id };
      if (!claims.sid || !claims.authorities.includes(ROLE_MEMBER)) return null;
      const session = await db.query<{ member_id: string | number; account_number: string }>(
        `select s.member_id, m.account_number
           from oauth_sessions s join members m on m.id = s.member_id
          where s.id = $1 and s.revoked_at is null and m.deleted_at is null`,
        [claims.sid],
      );
      const row = session.rows[0];
      if (!row || row.account_number !== claims.sub) return null;
      return {
        kind: 'member',
        clientId: claims.client_id,
        memberId: Number(row.member_id),
        accountNumber: row.account_number,
        sessionId: claims.sid,
      };
    },
  };
}
