import { describe, expect, it } from 'vitest';
import type { ProviderClient, ProviderResponse } from '../provider/provider-client.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/shared-store.ts';
import { createReadiness } from './readiness.ts';

const answer = (status: number): ProviderResponse => ({ status, contentType: null, body: Buffer.alloc(0) });

/** A provider whose health answers are scripted by path, counting the calls. */
function fakeProvider(statusOf: (path: string) => number | Error) {
  const calls: string[] = [];
  const provider: ProviderClient = {
    async call(_method, path) {
      calls.push(path);
      const status = statusOf(path);
      if (status instanceof Error) throw status;
      return answer(status);
    },
    token: async () => answer(500),
    loginKey: async () => answer(500),
    revoke: async () => undefined,
  };
  return { provider, calls };
}

describe('readiness', () => {
  it('is ready while the store and the provider answer, and not once draining', async () => {
    const { provider } = fakeProvider(() => 200);
    const readiness = createReadiness({ store: createMemoryStore(), provider });
    expect(await readiness.report()).toEqual({ ready: true, failing: [], degraded: [] });
    readiness.startDraining();
    expect(await readiness.report()).toEqual({ ready: false, failing: ['draining'], degraded: [] });
  });

  it('stays ready, degraded, while only the shared store does not answer', async () => {
    const store: SharedStore = { ...createMemoryStore(), reachable: async () => false };
    const { provider } = fakeProvider(() => 200);
    const readiness = createReadiness({ store, provider });
    expect(await readiness.report()).toEqual({ ready: true, failing: [], degraded: ['store'] });
  });

  it('names the provider when it does not answer (and the store as degraded), and falls back to /health on an older provider', async () => {
    const store: SharedStore = { ...createMemoryStore(), reachable: async () => false };
    const { provider, calls } = fakeProvider((path) => (path === '/health/ready' ? 404 : new Error('refused')));
    const readiness = createReadiness({ store, provider });
    expect(await readiness.report()).toEqual({ ready: false, failing: ['provider'], degraded: ['store'] });
    expect(calls).toEqual(['/health/ready', '/health']);
  });

  it('is not ready until the config the fleet shares has been read once, then ready without another step', async () => {
    let pending = true;
    const { provider } = fakeProvider(() => 200);
    const readiness = createReadiness({ store: createMemoryStore(), provider, config: { pending: () => pending } });
    expect(await readiness.report()).toEqual({ ready: false, failing: ['config'], degraded: [] });
    pending = false;
    expect(await readiness.report()).toEqual({ ready: true, failing: [], degraded: [] });
  });

  it('asks the provider at most once a second however often it is polled', async () => {
    let clock = 0;
    const { provider, calls } = fakeProvider(() => 200);
    const readiness = createReadiness({ store: createMemoryStore(), provider, now: () => clock });
    await Promise.all(Array.from({ length: 10 }, () => readiness.report()));
    clock = 900;
    await readiness.report();
    expect(calls).toHaveLength(1);
    clock = 1_100;
    await readiness.report();
    expect(calls).toHaveLength(2);
  });

  it('does not wait on a provider that hangs', async () => {
    const provider: ProviderClient = { ...fakeProvider(() => 200).provider, call: () => new Promise(() => undefined) };
    const readiness = createReadiness({ store: createMemoryStore(), provider, timeoutMs: 100 });
    expect((await readiness.report()).failing).toEqual(['provider']);
  });
});
