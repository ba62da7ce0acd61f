import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { ProviderError } from '../http/provider-error.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

export interface OAuthClient {
  clientId: string;
  grants: string[];
}

/** Registers (or re-keys) the portal's confidential client from the provider's settings. */
export async function upsertClient(db: Database, clientId: string, secret: string, grants: string[]): Promise<void> {
  const existing = await db.query<{ secret_hash: string }>(
    'select secret_hash from oauth_clients where client_id = $1',
    [clientId],
  );
  const row = existing.rows[0];
  if (row && !needsRehash(row.secret_hash) && (await verifyPassword(secret, row.secret_hash))) return;
  await db.query(
    `insert into oauth_clients (client_id, secret_hash, grants) values ($1, $2, $3)
     on conflict (client_id) do update set secret_hash = excluded.secret_hash, grants = excluded.grants`,
    [clientId, await hashPassword(secret), grants],
  );
}

/** RFC 6749 §5.2's answer to a client that cannot be authenticated. */
export const invalidClient = (): ProviderError =>
  new ProviderError(401, ERROR_CODES.invalidClient, 'Client authentication failed.');

/**
 * HTTP Basic client authentication (RFC 6749 §2.3.1). Verified secrets are remembered for the
 * process's life so the KDF runs once per client, not once per token request.
 */
export function createClientAuthenticator(db: Database) {
  const verified = new Map<string, string>();
  return async function authenticateClient(request: FastifyRequest): Promise<OAuthClient> {
    const header = request.headers.authorization ?? '';
    const match = /^Basic ([A-Za-z0-9+/]+=*)$/.exec(header);
    if (!match?.[1]) throw invalidClient();
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) throw invalidClient();
    const clientId = decodeURIComponent(decoded.slice(0, colon));
    const secret = decodeURIComponent(decoded.slice(colon + 1));
    const found = await db.query<{ secret_hash: string; grants: string[] }>(
      'select secret_hash, grants from oauth_clients where client_id = $1',
      [clientId],
    );
    const row = found.rows[0];
    if (!row) throw invalidClient();
    // Keyed by the stored hash too, so re-keying the client invalidates the memo.
    const memo = createHash('sha256').update(`${row.secret_hash}\u0000${secret}`).digest('base64url');
    if (verified.get(clientId) !== memo) {
      if (!(await verifyPassword(secret, row.secret_hash))) throw invalidClient();
      verified.set(clientId, memo);
    }
    return { clientId, grants: row.grants };
  };
}
