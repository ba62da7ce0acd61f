import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** What a single-use member token is for. */
export type MemberTokenPurpose = 'email-verification' | 'password-reset' | 'account-deletion';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 32 lowercase letters and digits (requirements §17.1), about 165 bits of randomness. */
function newMemberToken(): string {
  let token = '';
  for (let i = 0; i < 32; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Issues a token for the member and retires any earlier unused one of the same purpose, so only
 * the newest e-mailed link works. Only its hash is stored.
 */
export async function issueMemberToken(
  tx: Queryable,
  memberId: number,
  purpose: MemberTokenPurpose,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  await tx.query('update member_tokens set used_at = now() where member_id = $1 and purpose = $2 and used_at is null', [
    memberId,
    purpose,
  ]);
  const token = newMemberToken();
  const inserted = await tx.query<{ expires_at: Date | string }>(
    `insert into member_tokens (token_hash, member_id, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at`,
    [hashOf(token), memberId, purpose, ttlSeconds],
  );
  return { token, expiresAt: new Date(inserted.rows[0]!.expires_at) };
}

/**
 * Uses a token: the member it belongs to when it exists, has this purpose, has not expired and
 * was not used before; null otherwise. Atomic, so a link clicked twice at once works once.
 */
export async function consumeMemberToken(
  tx: Queryable,
  token: string,
  purpose: MemberTokenPurpose,
): Promise<number | null> {
  const used = await tx.query<{ member_id: string | number }>(
    `update member_tokens set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning member_id`,
    [hashOf(token), purpose],
  );
  const row = used.rows[0];
  return row ? Number(row.member_id) : null;
}

/** Retires every unused token of the member (all purposes, or one). */
export async function retireMemberTokens(tx: Queryable, memberId: number, purpose?: MemberTokenPurpose): Promise<void> {
  await tx.query(
    `update member_tokens set used_at = now()
      where member_id = $1 and used_at is null and ($2::text is null or purpose = $2)`,
    [memberId, purpose ?? null],
  );
}
