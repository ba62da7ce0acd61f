import { describe, expect, it } from 'vitest';
import type { ProviderClient, ProviderResponse } from '../provider/provider-client.ts';
import { createTokenVerifier } from './token-verifier.ts';

/** A JWT-shaped token (not signed: the verifier never trusts a token's own claims). */
const token = (sub: string, exp = 4_102_444_800): string =>
  [
    'eyJhbGciOiJIUzI1NiJ9',
    Buffer.from(JSON.stringify({ sub, authorities: ['ROLE_MEMBER'], client_id: 'c', exp, iat: 1, jti: sub })).toString(
      'base64url',
    ),
    'sig',
  ].join('.');

const json = (status: number, body: unknown): ProviderResponse => ({
  status,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(body)),
});

/** A provider whose check-auth answers from `answers` by bearer token, counting the calls. */
function fakeProvider(answers: Map<string, ProviderResponse>) {
  const calls: string[] = [];
  const provider: ProviderClient = {
    async call(method, path, init) {
      expect(`${method} ${path}`).toBe('GET /api/v1/account/check-auth');
      calls.push(init?.bearer ?? '');
      return answers.get(init?.bearer ?? '') ?? json(401, { code: 'invalid_token', message: 'no' });
    },
    token: async () => json(500, {}),
    loginKey: async () => json(500, {}),
    revoke: async () => undefined,
  };
  return { provider, calls };
}

describe('createTokenVerifier', () => {
  it("takes the account number from the provider's answer, not from the token", async () => {
    const forged = token('20000002');
    const { provider } = fakeProvider(
      new Map([[forged, json(200, { authenticated: true, authorities: ['ROLE_MEMBER'], accountNumber: '20000001' })]]),
    );
    expect(await createTokenVerifier(provider).verify(forged)).toEqual({ kind: 'member', accountNumber: '20000001' });
  });

  it('answers null for a token the provider refuses, and does not remember that', async () => {
    const forged = token('20000002');
    const { provider, calls } = fakeProvider(new Map());
    const verifier = createTokenVerifier(provider);
    expect(await verifier.verify(forged)).toBeNull();
    expect(await verifier.verify(forged)).toBeNull();
    expect(calls).toHaveLength(2);
    expect(verifier.size()).toBe(0);
  });

  it('remembers a confirmed token until its expiry (at most 15 minutes), asking once for concurrent checks', async () => {
    let now = 1_000_000_000_000;
    const good = token('20000001', now / 1000 + 600);
    const { provider, calls } = fakeProvider(
      new Map([[good, json(200, { authenticated: true, authorities: ['ROLE_MEMBER'], accountNumber: '20000001' })]]),
    );
    const verifier = createTokenVerifier(provider, { now: () => now });
    await Promise.all([verifier.verify(good), verifier.verify(good), verifier.verify(good)]);
    expect(calls).toHaveLength(1);
    now += 599_000;
    await verifier.verify(good);
    expect(calls).toHaveLength(1);
    now += 2_000;
    await verifier.verify(good);
    expect(calls).toHaveLength(2);
  });

  it('throws (and remembers nothing) when the provider cannot answer', async () => {
    const good = token('20000001');
    const { provider } = fakeProvider(new Map([[good, json(503, { code: 'x', message: 'down' })]]));
    const verifier = createTokenVerifier(provider);
    await expect(verifier.verify(good)).rejects.toThrow(/HTTP 503/);
    expect(verifier.size()).toBe(0);
  });

  it('calls a client token a client, and forgets a token on sign-out', async () => {
    const client = token('portal-bff');
    const { provider, calls } = fakeProvider(
      new Map([[client, json(200, { authenticated: false, authorities: ['ROLE_CLIENT'], accountNumber: null })]]),
    );
    const verifier = createTokenVerifier(provider);
    expect(await verifier.verify(client)).toEqual({ kind: 'client', accountNumber: null });
    verifier.forget(client);
    await verifier.verify(client);
    expect(calls).toHaveLength(2);
  });

  it('stays within its bound, dropping the oldest', async () => {
    const { provider } = fakeProvider(new Map());
    const verifier = createTokenVerifier(provider, { maxEntries: 3 });
    const tokens = ['1', '2', '3', '4', '5'].map((sub) => token(sub));
    for (const t of tokens) verifier.remember(t, { kind: 'member', accountNumber: 'x' });
    expect(verifier.size()).toBe(3);
    // The newest are kept (remembered: no provider call, which would answer 401 here).
    expect(await verifier.verify(tokens[4]!)).toEqual({ kind: 'member', accountNumber: 'x' });
    expect(await verifier.verify(tokens[0]!)).toBeNull();
  });
});
