import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeIdleConnectionsWhileDraining, drainOptions } from './drain-options.ts';

/** Reads from the socket until `done` says the text so far is complete. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (done(text)) resolve(text);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

describe('drainOptions', () => {
  /**
   * A request whose first bytes reach the server just before it starts closing, and the rest just
   * after: its connection is not idle, so it is not closed, and the request is routed during the
   * drain — as a browser's request on an open keep-alive connection is when an origin is stopped.
   */
  async function answerWhileClosing(options: object): Promise<string> {
    const app = Fastify({ ...options });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('access-control-allow-origin', 'http://shell.test');
      return payload;
    });
    app.get('/manifest', async () => 'served');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    const socket = connect(port, '127.0.0.1');
    const answer = readUntil(socket, (text) => /\r\n\r\n/.test(text) && /(served|\})$/.test(text));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET /manifest HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    socket.write('Connection: keep-alive\r\n\r\n');
    const text = await answer;
    socket.destroy();
    await closed;
    return text;
  }

  it('serves a request that arrives on an open connection while closing, with its own headers', async () => {
    const second = await answerWhileClosing(drainOptions);
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/access-control-allow-origin: http:\/\/shell\.test/i);
    expect(second).toMatch(/connection: close/i);
    expect(second).toMatch(/served$/);
  });

  it("is needed: Fastify's default answers that request with a bare 503", async () => {
    const second = await answerWhileClosing({});
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).not.toMatch(/access-control-allow-origin/i);
  });

  it('closes, once its requests are answered, a connection whose request was in flight when it began', async () => {
    const app = Fastify({ ...drainOptions });
    closeIdleConnectionsWhileDraining(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return 'done';
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    const answer = readUntil(socket, (text) => text.endsWith('done'));
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const closed = app.close();
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    await closed;
    // Without the sweep the connection stays open until the keep-alive timeout (72 s).
    expect(Date.now() - started).toBeLessThan(2_000);
    socket.destroy();
  });
});
