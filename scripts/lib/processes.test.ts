import { createServer, type Server } from 'node:http';
import { freePort } from '@portal/server-kit/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { type Service, startService, waitHealthy } from './processes.ts';

/** An HTTP server answering every request 200 with `body`: another portal on the port. */
async function answering(body: unknown): Promise<{ server: Server; port: number }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port };
}

const started: Array<{ server?: Server; service?: Service }> = [];
afterEach(async () => {
  for (const { server, service } of started.splice(0)) {
    server?.close();
    await service?.stop();
  }
});

/** A service that never listens itself and exits with code 3 after `exitAfterMs`. */
function serviceChecking(port: number, runId: string, exitAfterMs: number): Service {
  return startService({
    name: 'ours',
    command: [process.execPath, '-e', `setTimeout(() => process.exit(3), ${exitAfterMs})`],
    env: {},
    healthUrl: `http://127.0.0.1:${port}/health`,
    runId,
    quiet: true,
    restart: false,
  });
}

describe('waitHealthy with a run id', () => {
  it("does not take another process's 200 for its own service, and says so when its own exits", async () => {
    const other = await answering({ status: 'ok', runId: 'someone-else' });
    const service = serviceChecking(other.port, 'this-run', 2_000);
    started.push({ server: other.server, service });
    await expect(waitHealthy(service)).rejects.toThrow(
      `ours exited with code 3 before it was ready; another process, not this run, answers http://127.0.0.1:${other.port}/health`,
    );
  });

  it('is satisfied by an answer that echoes its run id', async () => {
    const own = await answering({ status: 'ok', runId: 'this-run' });
    const service = serviceChecking(own.port, 'this-run', 60_000);
    started.push({ server: own.server, service });
    await expect(waitHealthy(service)).resolves.toBeUndefined();
  });
});
