import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Member } from './member-client.ts';

/**
 * A server that answers the first request on each connection and drops the connection, unread,
 * when a second request arrives on it: the load balancer closing a kept-alive connection as idle
 * just as the member's next request goes out on it.
 */
async function closingWhenReused(): Promise<{ server: Server; origin: string; answered: () => number }> {
  let answered = 0;
  const server = createServer((request, response) => {
    const socket = request.socket as typeof request.socket & { served?: boolean };
    if (socket.served) {
      socket.destroy();
      return;
    }
    socket.served = true;
    answered++;
    response.end('{}');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, answered: () => answered };
}

describe('Member.send', () => {
  let server: Server | undefined;
  let member: Member | undefined;
  afterEach(async () => {
    member?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('sends a GET once more on a new connection when its kept-alive one closed under it', async () => {
    const fixture = await closingWhenReused();
    server = fixture.server;
    member = new Member(fixture.origin, '20000001', '127.0.0.1');
    expect((await member.send('GET', '/first')).status).toBe(200);
    expect((await member.send('GET', '/second')).status).toBe(200);
    expect(fixture.answered()).toBe(2);
    expect(member.resent).toBe(1);
  });

  it('never sends a POST twice: the closed connection is the caller’s error', async () => {
    const fixture = await closingWhenReused();
    server = fixture.server;
    member = new Member(fixture.origin, '20000001', '127.0.0.1');
    await member.send('GET', '/first');
    await expect(member.send('POST', '/bff/logout', {})).rejects.toThrow(/socket hang up/);
    expect(fixture.answered()).toBe(1);
    expect(member.resent).toBe(0);
  });
});
