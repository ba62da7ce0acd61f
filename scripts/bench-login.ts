import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from '@portal/bench/percentile';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { startMeasuredServers } from './lib/measured-servers.ts';
import { type Service, stopServices } from './lib/processes.ts';
import { say } from './lib/say.ts';

/**
 * `npm run bench:login`: what the login defence costs and what it saves (docs/security.md, "Login
 * defence"; the figures: docs/performance.md, "Login").
 *
 *   1. logins/s: --logins right-password sign-ins through the BFF, --concurrency at a time;
 *   2. a bounded flood: --flood parallel bogus logins from 127.0.0.2 (raw HTTP bound to it), and
 *      --members real sign-ins from 127.0.0.10, .11, … sent --delay ms later: their p50/p99 and statuses.
 *
 * Loopback only, on free ports (scripts/lib/measured-servers.ts).
 */
const { values: options } = parseArgs({
  options: {
    logins: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '4' },
    flood: { type: 'string', default: '150' },
    members: { type: 'string', default: '5' },
    delay: { type: 'string', default: '300' },
  },
});
/** The BFF's origin, once it is started. */
let origin = '';
// Verified demo members (20000002 and 20000005 are not: their right password answers 401).
const MEMBERS = ['20000001', '20000003', '20000004'];

/** One password grant through the BFF from `localAddress`: its status and milliseconds. */
function login(username: string, password: string, localAddress: string): Promise<{ status: string; ms: number }> {
  const body = JSON.stringify({ grant_type: 'password', username, password });
  const started = performance.now();
  return new Promise((resolve) => {
    const sent = httpRequest(
      `${origin}/bff/token`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          origin,
          'x-portal-request': '1',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => {
          const code = response.statusCode === 200 ? '' : (/"code":"([a-z_]+)"/.exec(text)?.[1] ?? '');
          resolve({ status: `${response.statusCode ?? 0}${code ? ` ${code}` : ''}`, ms: performance.now() - started });
        });
      },
    );
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve({ status: 'no answer', ms: performance.now() - started }));
    sent.end(body);
  });
}

const tally = (statuses: string[]): string =>
  Object.entries(
    statuses.reduce<Record<string, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

const workDir = mkdtempSync(path.join(tmpdir(), 'bench-login-'));
const services: Service[] = [];
let exitCode = 0;
try {
  ({ origin } = await startMeasuredServers({
    services,
    providerEnv: { LOYALTY_DATA_DIR: path.join(workDir, 'loyalty-api') },
  }));

  const logins = Number(options.logins);
  const concurrency = Number(options.concurrency);
  say(`Login benchmark: ${logins} sign-ins, ${concurrency} at a time; then a flood of ${options.flood} from 127.0.0.2`);
  await login(MEMBERS[0] as string, DEMO_PASSWORD, '127.0.0.1'); // warm up
  let next = 0;
  const statuses: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < logins) {
        const member = MEMBERS[next++ % MEMBERS.length] as string;
        statuses.push((await login(member, DEMO_PASSWORD, '127.0.0.1')).status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  say(`  logins/s through the BFF: ${(logins / seconds).toFixed(1)}   (${tally(statuses)})`);

  const flood = Array.from({ length: Number(options.flood) }, (_, i) =>
    login(`2999${String(i).padStart(4, '0')}`, 'Not-the-password-1', '127.0.0.2'),
  );
  await new Promise((resolve) => setTimeout(resolve, Number(options.delay)));
  const real = await Promise.all(
    Array.from({ length: Number(options.members) }, (_, i) =>
      // Real members come from addresses of their own (127.0.0.10, .11, …), as they would on the internet.
      login(MEMBERS[i % MEMBERS.length] as string, DEMO_PASSWORD, `127.0.0.${10 + i}`),
    ),
  );
  const flooded = await Promise.all(flood);
  const sorted = real.map((answer) => answer.ms).sort((a, b) => a - b);
  say(`  flood from 127.0.0.2: ${tally(flooded.map((answer) => answer.status))}`);
  say(
    `  real logins during the flood: ${tally(real.map((answer) => answer.status))}   p50 ${percentile(sorted, 50).toFixed(0)} ms   p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  );
  if (real.some((answer) => answer.status !== '200')) exitCode = 1;
} catch (error) {
  process.stderr.write(`benchmark failed: ${(error as Error).stack ?? error}\n`);
  exitCode = 1;
} finally {
  await stopServices(services);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
