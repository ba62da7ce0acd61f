import { describe, expect, it } from 'vitest';
import { type ProviderClient, type ProviderResponse, ProviderUnavailableError } from '../provider/provider-client.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/shared-store.ts';
import { StoreUnavailableError } from '../store/store-unavailable-error.ts';
import { createTokenBroker } from './token-broker.ts';

const json = (status: number, body: unknown): ProviderResponse => ({
  status,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(body)),
});

/** A provider whose refresh-token grant answers `answer` after a short while, counting the grants. */
function provider(answer: () => ProviderResponse) {
  const grants: string[] = [];
  const client: ProviderClient = {
    call: async () => json(404, {}),
    async token(form) {
      if (form.grant_type === 'refresh_token') grants.push(form.refresh_token ?? '');
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answer();
    },
    revoke: async () => undefined,
    loginKey: async () => json(404, {}),
  };
  return { client, grants };
}

/** Two instances of the BFF: each its own broker, one shared store. */
function twoInstances(client: ProviderClient, store: SharedStore = createMemoryStore()) {
  const make = () =>
    createTokenBroker({
      provider: client,
      store,
      secret: 'a-test-secret-of-at-least-thirty-two-chars',
      providerTimeoutMs: 2_000,
    });
  return [make(), make()] as const;
}

const rotated = () =>
  json(200, { access_token: 'e30.new.x', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 });

describe('refresh coalescing across instances', () => {
  it('one grant for ten refreshes of one token on two instances, all answered with the new tokens', async () => {
    const { client, grants } = provider(rotated);
    const [one, two] = twoInstances(client);
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).refresh('refresh-1')));
    expect(grants).toEqual(['refresh-1']);
    for (const outcome of outcomes) expect(outcome).toEqual({ ok: true, access: 'e30.new.x', refresh: 'refresh-2' });
  });

  it('a refusal is shared too: the spent token is not sent again', async () => {
    const { client, grants } = provider(() => json(400, { code: 'invalid_grant', message: 'no' }));
    const [one, two] = twoInstances(client);
    const outcomes = await Promise.all([one.refresh('refresh-1'), two.refresh('refresh-1'), two.refresh('refresh-1')]);
    expect(grants).toHaveLength(1);
    for (const outcome of outcomes) expect(outcome.ok ? 0 : outcome.response.status).toBe(400);
  });

  it('a provider that did not answer is shared as such', async () => {
    const { client, grants } = provider(() => {
      throw new ProviderUnavailableError('timeout');
    });
    const [one, two] = twoInstances(client);
    const outcomes = await Promise.allSettled([one.refresh('refresh-1'), two.refresh('refresh-1')]);
    expect(grants).toHaveLength(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ProviderUnavailableError);
    }
  });

  it('refreshes at the provider when the store cannot be reached', async () => {
    const { client, grants } = provider(rotated);
    const down: SharedStore = {
      ...createMemoryStore(),
      getValue: () => Promise.reject(new StoreUnavailableError()),
      lock: () => Promise.reject(new StoreUnavailableError()),
    };
    const [one] = twoInstances(client, down);
    expect(await one.refresh('refresh-1')).toMatchObject({ ok: true, refresh: 'refresh-2' });
    expect(grants).toEqual(['refresh-1']);
  });
});
