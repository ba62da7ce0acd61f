import { createHash } from 'node:crypto';
import { TokenResponseSchema } from '@portal/contracts/provider/oauth';
import * as v from 'valibot';
import {
  type ProviderClient,
  type ProviderFailure,
  type ProviderResponse,
  ProviderUnavailableError,
  parseJson,
} from '../provider/provider-client.ts';
import type { SharedStore } from '../store/shared-store.ts';
import { StoreUnavailableError } from '../store/store-unavailable-error.ts';
import { createSecretBox } from './secret-box.ts';

export type RefreshOutcome = { ok: true; access: string; refresh: string } | { ok: false; response: ProviderResponse };

/** How long a finished refresh is remembered in this process for requests that still carry the old cookie. */
const REFRESH_REMEMBER_MS = 10_000;
/** How long the new tokens of a refresh stay in the shared store (encrypted) for other instances. */
const REFRESH_RESULT_TTL_MS = 30_000;
/** How long a failed refresh is left for the instances waiting on it. */
const FAILURE_TTL_MS = 5_000;
/** How often an instance that lost the race looks for the winner's tokens. */
const WAIT_STEP_MS = 25;

export interface TokenBrokerOptions {
  provider: ProviderClient;
  store: SharedStore;
  /** BFF_SECRET: the key of the cached tokens is derived from it. */
  secret: string;
  /** The provider's timeout: a refresh lock is held a little longer than a provider call can take. */
  providerTimeoutMs: number;
  now?: () => number;
  /** Told when the store fails and a refresh goes to the provider without cross-instance coalescing. */
  onStoreError?: (error: Error) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Owns the BFF's token traffic with the provider:
 * - one application (client) token per instance, shared by every visitor and renewed shortly
 *   before it expires (client_credentials tokens do not rotate, so instances need not agree);
 * - refreshes done once per refresh token across the whole fleet: the provider rotates refresh
 *   tokens and treats a second use as theft. Inside one process concurrent requests share one
 *   promise; across instances the first takes a short lock in the shared store keyed by a hash
 *   of the old token, and leaves the new tokens there, AES-GCM encrypted, for 30 s. An instance
 *   that finds the lock taken waits for those tokens and answers with them.
 */
export function createTokenBroker(options: TokenBrokerOptions) {
  const { provider, store, providerTimeoutMs } = options;
  const now = options.now ?? Date.now;
  const box = createSecretBox(options.secret, 'refresh-result');
  const lockTtlMs = providerTimeoutMs + 2_000;
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

  async function refreshAtProvider(refreshToken: string): Promise<RefreshOutcome> {
    const response = await provider.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    const parsed = v.safeParse(TokenResponseSchema, parseJson(response));
    if (response.status === 200 && parsed.success && parsed.output.refresh_token) {
      return { ok: true, access: parsed.output.access_token, refresh: parsed.output.refresh_token };
    }
    return { ok: false, response };
  }

  /** What a refresh came to, as instances leave it for each other (sealed in the store). */
  type Settled =
    | { ok: true; access: string; refresh: string }
    | { ok: false; status: number; contentType: string | null; body: string }
    | { unavailable: true; failure: ProviderFailure };

  /** The winner's outcome for this old token, if an instance left one in the store. */
  async function settledElsewhere(key: string): Promise<RefreshOutcome | undefined> {
    const sealed = await store.getValue(`refresh-result:${key}`);
    const opened = sealed ? box.decrypt(sealed, key) : null;
    if (!opened) return undefined;
    const settled = JSON.parse(opened) as Settled;
    if ('unavailable' in settled) throw new ProviderUnavailableError(settled.failure);
    if (settled.ok) return { ok: true, access: settled.access, refresh: settled.refresh };
    const response = {
      status: settled.status,
      contentType: settled.contentType,
      body: Buffer.from(settled.body, 'base64'),
    };
    return { ok: false, response };
  }

  /** Leaves the outcome for the instances waiting on it; a store failure here is only reported. */
  async function leave(key: string, settled: Settled): Promise<void> {
    // New tokens for the 30 s a stale cookie may still arrive; a failure only for the waiters, so
    // a later try is not answered with an old outage.
    const ttlMs = 'ok' in settled && settled.ok ? REFRESH_RESULT_TTL_MS : FAILURE_TTL_MS;
    await store
      .setValue(`refresh-result:${key}`, box.encrypt(JSON.stringify(settled), key), ttlMs)
      .catch((error: Error) => options.onStoreError?.(error));
  }

  /**
   * One refresh for the fleet: the lock holder asks the provider and leaves what came of it; the
   * others wait for that and answer with it. The spent token is never sent twice: whatever the
   * provider answered, or failing to answer, is what every waiter gets.
   */
  async function coalescedRefresh(refreshToken: string, key: string): Promise<RefreshOutcome> {
    const giveUpAt = now() + lockTtlMs + 1_000;
    for (;;) {
      const settled = await settledElsewhere(key);
      if (settled) return settled;
      const lock = await store.lock(`refresh:${key}`, lockTtlMs);
      if (lock) {
        try {
          // The winner may have finished between our look and our lock.
          const late = await settledElsewhere(key);
          if (late) return late;
          let outcome: RefreshOutcome;
          try {
            outcome = await refreshAtProvider(refreshToken);
          } catch (error) {
            if (error instanceof ProviderUnavailableError) {
              await leave(key, { unavailable: true, failure: error.failure });
            }
            throw error;
          }
          await leave(
            key,
            outcome.ok
              ? outcome
              : {
                  ok: false,
                  status: outcome.response.status,
                  contentType: outcome.response.contentType,
                  body: outcome.response.body.toString('base64'),
                },
          );
          return outcome;
        } finally {
          await lock.release().catch(() => undefined);
        }
      }
      // A holder that died leaves its lock to expire; past that, ask the provider ourselves.
      if (now() > giveUpAt) return refreshAtProvider(refreshToken);
      await sleep(WAIT_STEP_MS);
    }
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
        outcome: coalescedRefresh(refreshToken, key).catch((error: unknown) => {
          if (!(error instanceof StoreUnavailableError)) throw error;
          // Without the store a member still gets refreshed (reads keep working while Redis is
          // down); only the cross-instance coalescing is lost, as with a single instance.
          options.onStoreError?.(error);
          return refreshAtProvider(refreshToken);
        }),
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
