import { connect } from 'node:net';
import { E2E_PORTS } from './ports.ts';

/**
 * Sends one request exactly as written (request target, headers and body untouched by any
 * client library) to the e2e shell on loopback, and returns the status code it answers with.
 */
export function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
  port = Number(E2E_PORTS.SHELL_PORT),
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `host: localhost:${port}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `content-length: ${Buffer.byteLength(body)}`,
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
