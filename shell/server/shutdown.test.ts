import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort } from '@portal/server-kit/free-port';
import { afterAll, describe, expect, it } from 'vitest';

let provider: Server | undefined;
let bff: ChildProcess | undefined;
afterAll(() => {
  if (bff?.exitCode === null) bff.kill('SIGKILL');
  provider?.close();
});

describe('SIGTERM', () => {
  it('stops accepting, lets an in-flight request finish, then exits 0', async () => {
    // A provider whose token endpoint takes 1.5 s, so a request is in flight when SIGTERM comes.
    let tokenAsked: () => void = () => undefined;
    const tokenRequested = new Promise<void>((resolve) => {
      tokenAsked = resolve;
    });
    provider = createServer((request, response) => {
      const reply = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url?.startsWith('/health')) return reply(200, { status: 'ok' });
      if (request.url === '/oauth/token') {
        tokenAsked();
        return setTimeout(
          () => reply(200, { access_token: 'e30.e30.x', token_type: 'bearer', expires_in: 900 }),
          1_500,
        );
      }
      return reply(200, { rewards: [] });
    });
    await new Promise<void>((resolve) => provider?.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    bff = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        SHELL_HOST: '127.0.0.1',
        SHELL_PORT: String(port),
        SERVE_SHELL: 'false',
        PROVIDER_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
        OAUTH_CLIENT_SECRET: 'a-test-client-secret-0123',
        BFF_SECRET: 'a-test-secret-of-at-least-thirty-two-chars',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
      },
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      const ready = await fetch(`${origin}/health/ready`).catch(() => undefined);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await fetch(`${origin}/health/ready`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => bff?.once('exit', (code) => resolve(code)));
    const inFlight = fetch(`${origin}/api/v1/rewards`);
    // The request has reached the provider (it waits on the token) before the signal.
    await tokenRequested;
    bff.kill('SIGTERM');
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await exited).toBe(0);
    // Stopped accepting: nothing answers on its port any more.
    await expect(fetch(`${origin}/health/live`)).rejects.toThrow();
  }, 90_000);
});
