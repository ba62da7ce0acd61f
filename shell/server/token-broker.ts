import { createHash } from 'node:crypto';
import { TokenResponseSchema } from '@portal/contracts/provider/oauth';
import * as v from 'valibot';
import { type ProviderClient, type ProviderResponse, parseJson } from './provider-client.ts';

export type RefreshOutcome = { ok: true; access: string; refresh: string } | { ok: false; response: ProviderResponse };

/** How long a finished refresh is remembered for requests that still carry the old cookie. */
const REFRESH_REMEMBER_MS = 10_000;

/**
 * Owns the BFF's token traffic with the provider:
 * - one application (client) token, shared by every visitor and renewed shortly before it expires;
 * - refreshes done once per refresh token: concurrent requests carrying the same old cookie share
 *   one provider call and all receive the new tokens (the provider rotates refresh tokens and would
 *   treat a second use as theft).
 */
export function createTokenBroker(provider: ProviderClient, now: () => number = Date.now) {
  let client: { token: string; expiresAt: number } | undefined;
  let clientInFlight: Promise<string> | undefined;
  const refreshes = new Map<string, { outcome: Promise<RefreshOutcome>; settledAt?: number }>();

  async function fetchClientToken(): Promise<string> {
    const response = await provider.token({ grant_type: 'client_credentials' });
    const parsed = v.safeParse(TokenResponseSchema, parseJson(response));
    if (response.status !== 200 || !parsed.success) {
      throw new Error(`client_credentials grant failed with HTTP ${response.status}`);
    }
    // Renew a minute early (or at half-life for short-lived tokens).
    const lifetimeMs = parsed.output.expires_in * 1000;
    client = { token: parsed.output.access_token, expiresAt: now() + lifetimeMs - Math.min(60_000, lifetimeMs / 2) };
    return client.token;
  }

  return {
    async clientToken(options: { fresh?: boolean } = {}): Promise<string> {
      if (!options.fresh && client && client.expiresAt > now()) return client.token;
      clientInFlight ??= fetchClientToken().finally(() => {
        clientInFlight = undefined;
      });
      return clientInFlight;
    },

    refresh(refreshToken: string): Promise<RefreshOutcome> {
      const key = createHash('sha256').update(refreshToken).digest('base64url');
      for (const [k, entry] of refreshes) {
        if (entry.settledAt !== undefined && now() - entry.settledAt > REFRESH_REMEMBER_MS) refreshes.delete(k);
      }
      const existing = refreshes.get(key);
      if (existing) return existing.outcome;
      const entry: { outcome: Promise<RefreshOutcome>; settledAt?: number } = {
        outcome: (async (): Promise<RefreshOutcome> => {
          const response = await provider.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
          const parsed = v.safeParse(TokenResponseSchema, parseJson(response));
          if (response.status === 200 && parsed.success && parsed.output.refresh_token) {
            return { ok: true, access: parsed.output.access_token, refresh: parsed.output.refresh_token };
          }
          return { ok: false, response };
        })(),
      };
      refreshes.set(key, entry);
      entry.outcome.then(
        () => {
          entry.settledAt = now();
        },
        () => refreshes.delete(key),
      );
      return entry.outcome;
    },
  };
}

export type TokenBroker = ReturnType<typeof createTokenBroker>;
