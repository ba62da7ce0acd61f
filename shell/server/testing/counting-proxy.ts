import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through in front of the test provider that counts the password checks reaching it
 * (POST /oauth/token with grant_type=password), and every call by method and URL: what a login
 * defence or an abuse limit lets through, measured where it costs.
 */
export async function startCountingProxy(target: string) {
  const upstream = new URL(target);
  let passwordChecks = 0;
  let failing = false;
  const calls = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const call = `${incoming.method} ${incoming.url}`;
      calls.set(call, (calls.get(call) ?? 0) + 1);
      if (incoming.url === '/oauth/token' && body.toString('utf8').includes('grant_type=password')) {
        passwordChecks += 1;
        // A provider that fails mid-call: the connection drops without an answer.
        if (failing) {
          incoming.socket.destroy();
          return;
        }
      }
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passwordChecks: () => passwordChecks,
    /** How many `method` requests for exactly `url` reached the provider. */
    callsTo: (method: string, url: string) => calls.get(`${method} ${url}`) ?? 0,
    /** From now on, password checks get no answer (the BFF sees the provider fail). */
    failPasswordChecks: (on: boolean) => {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
