import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BffSettings } from '../config/settings.ts';
import { createProviderClient, ProviderUnavailableError } from './provider-client.ts';

/** A provider that answers rewards at once and never answers anything under /api/v1/account/. */
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/api/v1/account/')) return; // hangs, like a frozen process
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (readTimeoutMs = 100) =>
  createProviderClient(
    { providerUrl: url, clientId: 'c', clientSecret: 's', providerTimeoutMs: 1_000 } as BffSettings,
    {
      policy: {
        readTimeoutMs,
        tokenTimeoutMs: 200,
        writeTimeoutMs: 2_000,
        breaker: { failureThreshold: 3, windowMs: 10_000, coolDownMs: 60_000 },
      },
    },
  );

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ProviderUnavailableError,
  );

describe('createProviderClient', () => {
  it('times a read out after the read timeout with 504, and a write after the write timeout', async () => {
    const provider = client();
    let started = Date.now();
    const read = await failureOf(provider.call('GET', '/api/v1/account/summary'));
    expect(read).toBeInstanceOf(ProviderUnavailableError);
    expect(read?.status).toBe(504);
    // 100 ms against the write's 2 s: the gap leaves room for a busy machine's scheduling.
    const readMs = Date.now() - started;
    expect(readMs).toBeGreaterThanOrEqual(95);
    expect(readMs).toBeLessThan(1_500);
    started = Date.now();
    const write = await failureOf(provider.call('POST', '/api/v1/account/update', { body: '{}' }));
    expect(write?.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_990);
  });

  it('opens the group’s breaker after repeated timeouts: 503 provider_circuit_open at once, other groups unaffected', async () => {
    // Reads get a whole second here, so the quick rewards answer below is not timed out on a busy machine.
    const provider = client(1_000);
    await Promise.all([1, 2, 3].map(() => failureOf(provider.call('GET', '/api/v1/account/summary'))));
    expect(provider.breakers?.account.state()).toBe('open');
    const started = Date.now();
    const refused = await failureOf(provider.call('GET', '/api/v1/account/points'));
    expect(Date.now() - started).toBeLessThan(50);
    expect(refused).toMatchObject({ status: 503, code: 'provider_circuit_open' });
    expect((await provider.call('GET', '/api/v1/rewards')).status).toBe(200);
    expect(provider.breakers?.rewards.state()).toBe('closed');
  });

  it('counts a refused connection as a failure too', async () => {
    const closed = createProviderClient(
      { providerUrl: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', providerTimeoutMs: 1_000 } as BffSettings,
      {
        policy: {
          readTimeoutMs: 500,
          tokenTimeoutMs: 500,
          writeTimeoutMs: 500,
          breaker: { failureThreshold: 2, windowMs: 10_000, coolDownMs: 60_000 },
        },
      },
    );
    expect(await failureOf(closed.token({ grant_type: 'client_credentials' }))).toMatchObject({ status: 502 });
    await failureOf(closed.token({ grant_type: 'client_credentials' }));
    expect(await failureOf(closed.token({ grant_type: 'client_credentials' }))).toMatchObject({ status: 503 });
  });
});
