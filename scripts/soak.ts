import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { type Service, startService, stopServices, waitHealthy } from './lib/processes.ts';

/**
 * `npm run soak`: drives the BFF and loyalty-api on loopback with a mixed member workload at a
 * fixed rate (open loop: requests leave on schedule whether or not earlier ones have answered),
 * then prints requests served, errors, latency percentiles and the memory of both servers at the
 * start and the end.
 *
 *   --seconds 60     how long the measured run lasts (after --warmup 10 s at the same rate)
 *   --rate 100       requests per second
 *
 * Exits 1 when any request fails, or when either server's live heap (after a full garbage
 * collection, read through its loopback inspector) grew more than 25 % (and more than 8 MB)
 * between the end of the warm-up and the end of the run.
 */
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
  },
});
const SECONDS = Number(options.seconds);
const WARMUP_SECONDS = Number(options.warmup);
const RATE = Number(options.rate);
const MAX_IN_FLIGHT = 200;
const MEMBERS = ['20000001', '20000002', '20000004'];

const say = (message: string): void => {
  process.stdout.write(`${message}\n`);
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The live JavaScript heap of a server after a full garbage collection, in MB, through its
 * inspector (loopback only, and only in the soak): what a leak grows. Resident memory is printed
 * too, but V8 grows it until it needs to collect, so it is no verdict.
 */
async function heapAfterGcMb(inspectPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${inspectPort}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const call = (method: string, params: object = {}): Promise<{ result?: { result?: { value?: unknown } } }> =>
    new Promise((resolve) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent): void => {
        const message = JSON.parse(String(event.data)) as { id?: number };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message as { result?: { result?: { value?: unknown } } });
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    });
    return Number(answer.result?.result?.value) / 1024 / 1024;
  } finally {
    socket.close();
  }
}

/** Resident memory of a process, from /proc (Linux), in MB. */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** One member's browser: its cookies, and requests made the way the portal's pages make them. */
class MemberSession {
  private readonly cookies = new Map<string, string>();
  private readonly origin: string;
  readonly memberId: string;
  constructor(origin: string, memberId: string) {
    this.origin = origin;
    this.memberId = memberId;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        cookie: this.cookieHeader(),
        ...(method === 'GET' ? {} : { origin: this.origin, 'x-portal-request': '1' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async signIn(): Promise<void> {
    const response = await this.send('POST', '/bff/token', {
      grant_type: 'password',
      username: this.memberId,
      password: DEMO_PASSWORD,
    });
    if (response.status !== 200)
      throw new Error(`sign-in of ${this.memberId}: ${response.status} ${await response.text()}`);
  }
}

interface Step {
  name: string;
  /** Answers that count as served (a redeem may be refused for want of points: that is an answer). */
  ok: readonly number[];
  run(session: MemberSession): Promise<Response>;
}

const REWARD_IDS = [1, 2, 3, 5, 8, 13, 21];
const SEARCHES = ['voucher', 'fuel', 'jerk', 'family', 'coffee'];
let counter = 0;
const pickFrom = <T>(list: readonly T[]): T => list[counter++ % list.length] as T;

/** What members do, weighted roughly as they do it: mostly reading, sometimes redeeming. */
const WORKLOAD: Array<[weight: number, step: Step]> = [
  [14, { name: 'session', ok: [200], run: (s) => s.send('GET', '/bff/session') }],
  [10, { name: 'account', ok: [200], run: (s) => s.send('GET', '/api/v1/account/spoonity-user-info') }],
  [10, { name: 'summary', ok: [200], run: (s) => s.send('GET', '/api/v1/account/summary') }],
  [10, { name: 'points', ok: [200], run: (s) => s.send('GET', '/api/v1/account/points') }],
  [6, { name: 'points-expiry', ok: [200], run: (s) => s.send('GET', '/api/v1/account/points-expiry') }],
  [8, { name: 'transactions', ok: [200], run: (s) => s.send('GET', '/api/v1/account/transactions?size=10&page=0') }],
  [
    14,
    {
      name: 'rewards-search',
      ok: [200],
      run: (s) =>
        s.send(
          'GET',
          `/api/v1/rewards/search?query=${pickFrom(SEARCHES)}&shouldPage=true&page=0&size=12&sort=v.points,asc`,
        ),
    },
  ],
  [8, { name: 'reward', ok: [200], run: (s) => s.send('GET', `/api/v1/rewards/${pickFrom(REWARD_IDS)}`) }],
  [4, { name: 'categories', ok: [200], run: (s) => s.send('GET', '/api/v1/reward-category') }],
  [
    8,
    {
      name: 'vouchers',
      ok: [200],
      run: (s) => s.send('GET', '/api/v1/vouchers/search?shouldPage=true&page=0&size=12&status=issued'),
    },
  ],
  [
    1,
    {
      name: 'redeem',
      // 201 issued; 409 when the balance, stock or dates say no — a real answer, not an error.
      ok: [201, 409],
      run: (s) =>
        s.send('POST', `/api/v1/rewards/${pickFrom(REWARD_IDS)}/redeem`, {}, { 'idempotency-key': randomUUID() }),
    },
  ],
  [
    1,
    {
      name: 'refresh',
      ok: [200],
      run: (s) => s.send('POST', '/bff/token', { grant_type: 'refresh_token' }),
    },
  ],
];
const SCHEDULE = WORKLOAD.flatMap(([weight, step]) => Array.from({ length: weight }, () => step));

interface Outcome {
  step: string;
  ms: number;
  error?: string;
}

/** Sends RATE requests a second for `seconds`, on schedule, and collects every outcome. */
async function drive(sessions: MemberSession[], seconds: number): Promise<{ outcomes: Outcome[]; skipped: number }> {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const total = Math.round(seconds * RATE);
  const started = performance.now();
  let skipped = 0;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending.size >= MAX_IN_FLIGHT) {
      skipped++; // the servers are this far behind: counted, never queued without bound
      continue;
    }
    const step = SCHEDULE[i % SCHEDULE.length] as Step;
    const session = sessions[i % sessions.length] as MemberSession;
    const sent = performance.now();
    const request = step
      .run(session)
      .then(async (response) => {
        await response.arrayBuffer();
        const ms = performance.now() - sent;
        outcomes.push(
          step.ok.includes(response.status)
            ? { step: step.name, ms }
            : { step: step.name, ms, error: `${response.status}` },
        );
      })
      .catch((error: unknown) => {
        outcomes.push({ step: step.name, ms: performance.now() - sent, error: String(error) });
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  }
  await Promise.all(pending);
  return { outcomes, skipped };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const workDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const services: Service[] = [];
let exitCode = 0;
try {
  say(`Soak: ${RATE} requests/s for ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up), ${MEMBERS.length} members`);
  const [providerPort, bffPort] = [await freePort(), await freePort()];
  const inspectPorts = { provider: await freePort(), bff: await freePort() };
  const origin = `http://127.0.0.1:${bffPort}`;
  const secrets = {
    OAUTH_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    BFF_SECRET: randomBytes(32).toString('base64url'),
  };
  const env = { ...process.env, ...secrets, LOG_LEVEL: 'warn', LOYALTY_API_PORT: String(providerPort) };
  const provider = startService({
    name: 'loyalty-api',
    script: 'packages/loyalty-api/src/main.ts',
    nodeArgs: [`--inspect=127.0.0.1:${inspectPorts.provider}`],
    env: { ...env, LOYALTY_DATA_DIR: path.join(workDir, 'loyalty-api') },
    healthUrl: `http://127.0.0.1:${providerPort}/health`,
    quiet: true,
    // A measurement must see a crash, not a restarted server.
    restart: false,
  });
  services.push(provider);
  await waitHealthy(provider);
  const bff = startService({
    name: 'bff',
    script: 'shell/server/main.ts',
    nodeArgs: [`--inspect=127.0.0.1:${inspectPorts.bff}`],
    // The API side only: the soak never asks for a page.
    env: { ...env, SHELL_PORT: String(bffPort), SHELL_HOST: '127.0.0.1', SERVE_SHELL: 'off', PUBLIC_ORIGIN: origin },
    healthUrl: `${origin}/health`,
    quiet: true,
    // A measurement must see a crash, not a restarted server.
    restart: false,
  });
  services.push(bff);
  await waitHealthy(bff);

  const sessions = MEMBERS.map((member) => new MemberSession(origin, member));
  for (const session of sessions) await session.signIn();

  await drive(sessions, WARMUP_SECONDS);
  const memory = async () => ({
    bff: { rss: rssMb(bff.child.pid), heap: await heapAfterGcMb(inspectPorts.bff) },
    provider: { rss: rssMb(provider.child.pid), heap: await heapAfterGcMb(inspectPorts.provider) },
  });
  const memoryStart = await memory();
  const { outcomes, skipped } = await drive(sessions, SECONDS);
  const memoryEnd = await memory();

  const errors = outcomes.filter((outcome) => outcome.error !== undefined);
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const fmt = (value: number): string => `${value.toFixed(1)} ms`;
  say('');
  say(
    `  requests served   ${outcomes.length - errors.length} of ${outcomes.length} (${(outcomes.length / SECONDS).toFixed(1)}/s)`,
  );
  say(
    `  errors            ${errors.length}${skipped ? `, ${skipped} not sent (over ${MAX_IN_FLIGHT} in flight)` : ''}`,
  );
  say(
    `  latency           p50 ${fmt(percentile(sorted, 50))}   p95 ${fmt(percentile(sorted, 95))}   p99 ${fmt(percentile(sorted, 99))}   max ${fmt(sorted.at(-1) ?? 0)}`,
  );
  const byStep = new Map<string, number[]>();
  for (const outcome of outcomes) byStep.set(outcome.step, [...(byStep.get(outcome.step) ?? []), outcome.ms]);
  for (const [step, timings] of byStep) {
    const stepSorted = timings.sort((a, b) => a - b);
    say(
      `    ${step.padEnd(16)} ${String(timings.length).padStart(5)}   p50 ${fmt(percentile(stepSorted, 50))}   p99 ${fmt(percentile(stepSorted, 99))}`,
    );
  }
  const grew = (start: number, end: number): boolean => end - start > 8 && end > start * 1.25;
  for (const name of ['bff', 'provider'] as const) {
    const start = memoryStart[name];
    const end = memoryEnd[name];
    const verdict = grew(start.heap, end.heap) ? 'GREW' : 'steady';
    say(
      `  memory ${name.padEnd(10)} heap after GC ${start.heap.toFixed(1)} MB → ${end.heap.toFixed(1)} MB (${verdict}); resident ${start.rss.toFixed(0)} → ${end.rss.toFixed(0)} MB`,
    );
    if (grew(start.heap, end.heap)) exitCode = 1;
  }
  if (errors.length > 0 || skipped > 0) {
    exitCode = 1;
    const kinds = new Map<string, number>();
    for (const error of errors)
      kinds.set(`${error.step}: ${error.error}`, (kinds.get(`${error.step}: ${error.error}`) ?? 0) + 1);
    for (const [kind, count] of kinds) say(`    ${count} × ${kind}`);
  }
  say(exitCode === 0 ? '\n  PASS: no errors, memory steady' : '\n  FAIL');
} catch (error) {
  exitCode = 1;
  console.error(error);
} finally {
  await stopServices(services);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
