import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { freePort } from '@portal/server-kit/free-port';
import { afterEach, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** GET over `agent`'s keep-alive connection: the status, the body and whether the server asked to close it. */
const getVia = (agent: Agent, url: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    }).on('error', reject);
  });

it('SIGTERM with a keep-alive connection open: the process stops listening and exits 0 within 10 s', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: `${import.meta.dirname}/..`,
    env: {
      ...process.env,
      OAUTH_CLIENT_SECRET: 'test-client-secret-0123456789',
      LOYALTY_API_PORT: String(port),
      LOYALTY_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  // Start-up takes seconds; the generous wait is for a machine shared with other builds.
  await expect
    .poll(async () => (await fetch(`${origin}/health/ready`).catch(() => undefined))?.status, {
      timeout: 150_000,
      interval: 500,
    })
    .toBe(200);

  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await getVia(agent, `${origin}/health/live`)).status).toBe(200);
  // An idle keep-alive connection (as the BFF keeps them) must not hold the process open.
  child.kill('SIGTERM');
  const started = Date.now();
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(11_000);
  await expect(fetch(`${origin}/health/live`)).rejects.toThrow();
  agent.destroy();
}, 200_000);
