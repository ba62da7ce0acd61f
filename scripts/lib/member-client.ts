import { Agent, request } from 'node:http';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';

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
  constructor(origin: string, accountNumber: string, sourceAddress: string) {
    this.origin = origin;
    this.accountNumber = accountNumber;
    this.agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: sourceAddress });
  }

  send(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
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
      sent.on('error', reject);
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
