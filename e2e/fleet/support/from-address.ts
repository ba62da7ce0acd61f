import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FLEET_E2E_PORTS } from './fleet-ports.ts';

/** An answer to a request sent from a loopback address of the test's choosing. */
export interface AddressedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends one request to the fleet's nginx from `localAddress` (127.0.0.2, 127.0.0.3…: every
 * 127.x address is this machine's on Linux). nginx passes its peer address on as
 * X-Forwarded-For and the BFFs trust nginx alone, so each source address is a client of its own,
 * as distinct members (or an attacker's distinct machines) are. Loopback only.
 */
export function requestFrom(
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AddressedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(FLEET_E2E_PORTS.FLEET_PORT),
        localAddress,
        method: options.method ?? 'GET',
        path,
        headers: { host: `localhost:${FLEET_E2E_PORTS.FLEET_PORT}`, ...options.headers },
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${path} from ${localAddress} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Headers a browser's hop-by-hop proxy talk adds, never passed on. */
const HOP_BY_HOP = new Set(['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'upgrade']);

/**
 * A forward HTTP proxy for one browser context (`browser.newContext({ proxy: { server: url } })`;
 * Playwright sends loopback through it too): what it passes to the fleet's nginx leaves from
 * `localAddress`, so a real browser visit comes from an address of its own. Anything else (the
 * remote origins) is passed on as it is. Loopback only.
 */
export async function startAddressProxy(localAddress: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((incoming, answer) => {
    const target = new URL(incoming.url ?? '/', `http://${incoming.headers.host}`);
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
    );
    const toNginx = target.port === FLEET_E2E_PORTS.FLEET_PORT;
    const outgoing = httpRequest(
      {
        host: toNginx ? '127.0.0.1' : target.hostname,
        port: Number(target.port || 80),
        method: incoming.method,
        path: `${target.pathname}${target.search}`,
        headers,
        ...(toNginx ? { localAddress, family: 4 } : {}),
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502);
      answer.end();
    });
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
