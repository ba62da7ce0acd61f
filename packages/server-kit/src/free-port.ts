import { createServer, type Server } from 'node:net';

/** Listens on 127.0.0.1 at a port the kernel picks; resolves with the open server and its port. */
function listenOnAnyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * `count` distinct TCP ports on 127.0.0.1 that nothing listens on right now, chosen by the kernel.
 *
 * Why not `freePort()` called `count` times: each call closes its port before the next asks, and
 * the kernel may hand the same one out again — a clean-clone CI run got one port for two services
 * that way. Here every port stays held until all are chosen, so no two are alike.
 */
export async function freePorts(count: number): Promise<number[]> {
  const held: Array<{ server: Server; port: number }> = [];
  try {
    for (let i = 0; i < count; i++) held.push(await listenOnAnyPort());
    return held.map(({ port }) => port);
  } finally {
    await Promise.all(held.map(({ server }) => close(server)));
  }
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, chosen by the kernel (listen on 0,
 * read the port, close). Another process could take it before the caller binds it; on loopback,
 * between two steps of one script, that does not happen in practice. For more than one port at
 * once, use `freePorts(count)`: two calls here may return the same port.
 */
export async function freePort(): Promise<number> {
  const [port = 0] = await freePorts(1);
  return port;
}
