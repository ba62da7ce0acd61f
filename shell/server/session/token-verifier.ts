import { createHash } from 'node:crypto';
import { CheckAuthResponseSchema } from '@portal/contracts/provider/account';
import * as v from 'valibot';
import { type ProviderClient, parseJson } from '../provider/provider-client.ts';

/** What the provider has confirmed about an access token. */
export interface VerifiedToken {
  kind: 'member' | 'client';
  /** The member's account number (null for a client token). */
  accountNumber: string | null;
}

/** How long a confirmed token is remembered when it carries no readable expiry. */
const FALLBACK_LIFETIME_MS = 60_000;
/** Never longer than this, so a session revoked elsewhere stops being believed here soon. */
const MAX_LIFETIME_MS = 15 * 60_000;

interface Entry {
  verified: VerifiedToken;
  expiresAt: number;
}

const keyOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The `exp` claim of a token, in ms, read without checking it: only used once the token is confirmed. */
function expiryOf(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The BFF acts on an access token's claims (who is signed in, whose value may be decrypted) only
 * once the provider has confirmed them: it asks `GET /api/v1/account/check-auth` with the token
 * as bearer (the spec's endpoint, so any provider has it; no signing key has to be shared) and
 * remembers the answer for the token's remaining life, at most 15 minutes, in a bounded map.
 * Tokens the BFF received from the provider itself (a grant's answer) are remembered at once.
 * A provider that cannot be asked confirms nothing: the call throws and nothing is cached.
 */
export function createTokenVerifier(
  provider: ProviderClient,
  options: { maxEntries?: number; now?: () => number } = {},
) {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<VerifiedToken | null>>();

  function store(key: string, token: string, verified: VerifiedToken): void {
    const at = now();
    const expiry = expiryOf(token);
    const expiresAt = Math.min(expiry ?? at + FALLBACK_LIFETIME_MS, at + MAX_LIFETIME_MS);
    if (expiresAt <= at) return;
    entries.delete(key);
    entries.set(key, { verified, expiresAt });
    // Oldest first (a Map keeps insertion order): drop the expired, then the oldest beyond the bound.
    for (const [k, entry] of entries) {
      if (entries.size <= maxEntries && entry.expiresAt > at) break;
      entries.delete(k);
    }
  }

  async function ask(token: string): Promise<VerifiedToken | null> {
    const response = await provider.call('GET', '/api/v1/account/check-auth', { bearer: token });
    if (response.status === 401 || response.status === 403) return null;
    const parsed = v.safeParse(CheckAuthResponseSchema, parseJson(response));
    if (response.status !== 200 || !parsed.success) {
      throw new Error(`check-auth answered HTTP ${response.status}`);
    }
    return parsed.output.authenticated && parsed.output.accountNumber
      ? { kind: 'member', accountNumber: parsed.output.accountNumber }
      : { kind: 'client', accountNumber: null };
  }

  return {
    /** The provider's word on this token (cached), or null when the provider refuses it. */
    async verify(token: string): Promise<VerifiedToken | null> {
      const key = keyOf(token);
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.verified;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const asking = ask(token)
        .then((verified) => {
          if (verified) store(key, token, verified);
          return verified;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, asking);
      return asking;
    },

    /** A token the BFF received from the provider itself (its own grant answer): known good. */
    remember(token: string, verified: VerifiedToken): void {
      store(keyOf(token), token, verified);
    },

    /** Forgets a token (on sign-out), so a copy of the cookie is asked about again. */
    forget(token: string): void {
      entries.delete(keyOf(token));
    },

    /** How many tokens are remembered (for tests of the bound). */
    size: (): number => entries.size,
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
