import { Agent, request } from 'node:http';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';

/** A kept-alive connection the server closed as the request went out on it: nothing was answered. */
class ClosedWhileIdle extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
  }
}

/**
 * One member's browser, as the load balancer sees it: its own keep-alive connections from its
 * own loopback address (127.0.0.N, so per-address limits count members apart as they would on
 * the internet), its cookies, and requests made the way the portal's pages make them.
 */
export class Member {
  private readonly cookies = new Map<string, string>();
  private readonly agent: Agent;
  private readonly origin: string;
  readonly accountNumber: string;
  /** Requests sent once more after a kept-alive connection closed under them (see `send`). */
  resent = 0;
  constructor(origin: string, accountNumber: string, sourceAddress: string) {
    this.origin = origin;
    this.accountNumber = accountNumber;
    this.agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: sourceAddress });
  }

  /**
   * Sends one request, as the portal's pages do. A GET or HEAD that meets a kept-alive connection
   * closed under it (ECONNRESET on a reused socket, before any answer) is sent once more on a new
   * one, as a browser does: the load balancer closed that connection as idle just as the request
   * went out, and never read it (a clean-clone run: one "socket hang up" in 3,456 reads, absent
   * from nginx's access log).
   */
  async send(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    try {
      return await this.sendOnce(method, url, body, headers);
    } catch (error) {
      const idempotent = method === 'GET' || method === 'HEAD';
      if (!(idempotent && error instanceof ClosedWhileIdle)) throw error;
      this.resent++;
      return this.sendOnce(method, url, body, headers);
    }
  }

  private sendOnce(
    method: string,
    url: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    const target = new URL(url, this.origin);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const sent = request(
        target,
        {
          method,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            accept: 'application/json',
            cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(method === 'GET' ? {} : { origin: this.origin, 'x-portal-request': '1' }),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const index = pair.indexOf('=');
            const name = pair.slice(0, index).trim();
            const value = pair.slice(index + 1).trim();
            if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      sent.on('timeout', () => sent.destroy(new Error('no answer within 30 s')));
      sent.on('error', (error: NodeJS.ErrnoException) =>
        reject(sent.reusedSocket && error.code === 'ECONNRESET' ? new ClosedWhileIdle(error) : error),
      );
      sent.end(payload);
    });
  }

  async signIn(): Promise<void> {
    const answer = await this.send('POST', '/bff/token', {
      grant_type: 'password',
      username: this.accountNumber,
      password: DEMO_PASSWORD,
    });
    if (answer.status !== 200) throw new Error(`sign-in of ${this.accountNumber}: ${answer.status} ${answer.body}`);
  }

  close(): void {
    this.agent.destroy();
  }
}
