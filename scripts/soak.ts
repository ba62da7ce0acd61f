import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '@portal/bench/percentile';
import { freePorts } from '@portal/server-kit/free-port';
import { fleetDataDir as fleetDataDirOf, startFleet } from './lib/fleet.ts';
import { startMeasuredServers } from './lib/measured-servers.ts';
import { Member } from './lib/member-client.ts';
import { writeNginxConf } from './lib/nginx.ts';
import { parseOptions } from './lib/parse-options.ts';
import { type Service, stopServices } from './lib/processes.ts';
import { COMMANDS_PER_READING, redisCommandsProcessed } from './lib/redis-server.ts';
import { say } from './lib/say.ts';

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
 *
 *   --fleet          the same traffic through nginx in front of the fleet (`npm run fleet`'s
 *                    parts, on free ports, data in .data/soak-fleet): first with two BFF
 *                    instances, then with one (nginx reloaded with one upstream), side by side:
 *                    served, errors, p50/p99 and Redis round trips per request (Redis's
 *                    total_commands_processed over the run ÷ requests). Exits 1 on any error.
 */
const { values: options } = parseOptions({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
    fleet: { type: 'boolean', default: false },
  },
  usage: 'usage: npm run soak -- [--seconds 60] [--warmup 10] [--rate 100] [--fleet]',
});
const SECONDS = Number(options.seconds);
const WARMUP_SECONDS = Number(options.warmup);
const RATE = Number(options.rate);
const MAX_IN_FLIGHT = 200;
const MEMBERS = ['20000001', '20000002', '20000004'];
/** The demo member who has not verified their e-mail: the provider refuses their every redeem. */
const UNVERIFIED_MEMBER = '20000002';

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

interface Step {
  name: string;
  /**
   * Answers that count as served, for this member (a redeem may be refused for want of points:
   * that is an answer).
   */
  ok: readonly number[] | ((member: Member) => readonly number[]);
  run(session: Member): Promise<{ status: number }>;
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
      // 201 issued; 409 when the balance, stock or dates say no: real answers, not errors. 403
      // (account_not_verified) only for the member who may not redeem at all, 20000002, who has
      // not verified their e-mail (a pending user, requirements §1.3; `@portal/contracts/full-member-rule`);
      // from any other member it is an error.
      ok: (member) => (member.accountNumber === UNVERIFIED_MEMBER ? [403] : [201, 409]),
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
async function drive(sessions: Member[], seconds: number): Promise<{ outcomes: Outcome[]; skipped: number }> {
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
    const session = sessions[i % sessions.length] as Member;
    const sent = performance.now();
    const request = step
      .run(session)
      .then((answer) => {
        const ms = performance.now() - sent;
        outcomes.push(
          (typeof step.ok === 'function' ? step.ok(session) : step.ok).includes(answer.status)
            ? { step: step.name, ms }
            : { step: step.name, ms, error: `${answer.status}` },
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

interface Summary {
  served: number;
  sent: number;
  skipped: number;
  errors: Outcome[];
  p50: number;
  p99: number;
  redisPerRequest: number;
}

/** One measured run through `origin`: the outcomes, and Redis's commands over it per request. */
async function measureThrough(sessions: Member[], redisUrl: string | undefined): Promise<Summary> {
  const redisBefore = redisUrl === undefined ? Number.NaN : await redisCommandsProcessed(redisUrl);
  const { outcomes, skipped } = await drive(sessions, SECONDS);
  // The AUTH and INFO that read the counter are commands too: not counted.
  const redisAfter =
    redisUrl === undefined ? Number.NaN : (await redisCommandsProcessed(redisUrl)) - COMMANDS_PER_READING;
  const errors = outcomes.filter((outcome) => outcome.error !== undefined);
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    served: outcomes.length - errors.length,
    sent: outcomes.length,
    skipped,
    errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    redisPerRequest: (redisAfter - redisBefore) / outcomes.length,
  };
}

/** `--fleet`: the fleet with two BFF instances, then with one, through nginx. */
async function soakFleet(): Promise<number> {
  // Ports of its own unless set: it may run beside `npm start` or `npm run fleet`.
  const counts: Record<string, number> = {
    FLEET_PORT: 1,
    FLEET_BFF_PORTS: 2,
    ACCOUNT_PORT: 1,
    REWARDS_PORT: 1,
    VOUCHERS_PORT: 1,
    INFO_PORT: 1,
    POP_UPS_PORT: 1,
    LOYALTY_API_PORT: 1,
    FLEET_REDIS_PORT: 1,
    // The metrics listeners every fleet part has (npm run fleet's are 9391-9393).
    FLEET_BFF_METRICS_PORTS: 2,
    PROVIDER_METRICS_PORT: 1,
  };
  const wanted = Object.entries(counts).filter(([name]) => !process.env[name]);
  // All chosen at once, so no two of them are the same port.
  const ports = await freePorts(wanted.reduce((sum, [, count]) => sum + count, 0));
  for (const [name, count] of wanted) process.env[name] = ports.splice(0, count).join(',');
  process.env.FLEET_POSTGRES_PORT ??= '5442';
  process.env.FLEET_DATA_DIR ??= path.join(import.meta.dirname, '..', '.data', 'soak-fleet');
  process.env.LOG_LEVEL = 'warn';
  // The API side only, as in the single-process soak: no page is asked for.
  process.env.SERVE_SHELL = 'false';
  // A few members at 100 requests/s between them: far over the per-address ceiling a real member
  // never reaches (RATE_LIMIT_PER_MINUTE). The soak measures the fleet, not that ceiling.
  process.env.RATE_LIMIT_PER_MINUTE ??= 'off';
  say(
    `Soak through nginx: ${RATE} requests/s for ${SECONDS} s per configuration (after ${WARMUP_SECONDS} s of warm-up), ${MEMBERS.length} members`,
  );
  const fleet = await startFleet({ quiet: true, say: (line) => say(`  [fleet] ${line}`) });
  let exitCode = 0;
  try {
    const redisUrl = process.env.REDIS_URL ? undefined : fleet.redisUrl;
    const sessions = MEMBERS.map((member, index) => new Member(fleet.url, member, `127.0.0.${40 + index}`));
    for (const session of sessions) await session.signIn();
    await drive(sessions, WARMUP_SECONDS);
    say('  measuring with two BFF instances …');
    const two = await measureThrough(sessions, redisUrl);
    const loadTwo = loadavg()[0] ?? Number.NaN;

    // One instance: nginx reloaded (SIGHUP: a graceful reload) with bff-1 alone, then bff-2 stopped.
    const nginx = fleet.services.find((service) => service.name === 'nginx') as Service;
    const [firstBff] = fleet.ports.bffs;
    writeNginxConf({
      prefix: path.join(fleetDataDirOf(), 'nginx'),
      listen: `127.0.0.1:${fleet.ports.nginx}`,
      upstreams: [`127.0.0.1:${firstBff}`],
    });
    nginx.child.kill('SIGHUP');
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // old nginx workers finish and exit
    await (fleet.services.find((service) => service.name === 'bff-2') as Service).stop();
    // Fresh sessions: whatever the first run did to the members' sessions does not carry over.
    for (const session of sessions) session.close();
    const fresh = MEMBERS.map((member, index) => new Member(fleet.url, member, `127.0.0.${50 + index}`));
    for (const session of fresh) await session.signIn();
    say('  measuring with one BFF instance …');
    const one = await measureThrough(fresh, redisUrl);
    for (const session of fresh) session.close();

    const fmt = (value: number): string => `${value.toFixed(1)} ms`;
    const row = (label: string, a: string, b: string): void => say(`  ${label.padEnd(26)}${a.padEnd(22)}${b}`);
    say('');
    row('', 'two instances', 'one instance');
    row('requests served', `${two.served} of ${two.sent}`, `${one.served} of ${one.sent}`);
    row('errors', String(two.errors.length + two.skipped), String(one.errors.length + one.skipped));
    row('latency p50', fmt(two.p50), fmt(one.p50));
    row('latency p99', fmt(two.p99), fmt(one.p99));
    const perRequest = (value: number): string => (Number.isNaN(value) ? 'n/a (REDIS_URL)' : value.toFixed(2));
    row('Redis round trips/request', perRequest(two.redisPerRequest), perRequest(one.redisPerRequest));
    // The machine's own load: on a shared machine, what else ran says as much as the figures.
    row('load average (1 min)', loadTwo.toFixed(1), (loadavg()[0] ?? Number.NaN).toFixed(1));
    const restarts = fleet.services.filter((service) => service.restarts > 0).map((service) => service.name);
    if (restarts.length > 0) say(`  restarted during the run: ${restarts.join(', ')}`);
    for (const [name, summary] of [
      ['two', two],
      ['one', one],
    ] as const) {
      const kinds = new Map<string, number>();
      for (const error of summary.errors)
        kinds.set(`${error.step}: ${error.error}`, (kinds.get(`${error.step}: ${error.error}`) ?? 0) + 1);
      for (const [kind, count] of kinds) say(`    ${name}: ${count} × ${kind}`);
      if (summary.skipped) say(`    ${name}: ${summary.skipped} not sent (over ${MAX_IN_FLIGHT} in flight)`);
    }
    if (two.errors.length + two.skipped + one.errors.length + one.skipped > 0 || restarts.length > 0) exitCode = 1;
    say(exitCode === 0 ? '\n  PASS: no errors' : '\n  FAIL');
  } catch (error) {
    exitCode = 1;
    console.error(error);
  } finally {
    await fleet.stop();
  }
  return exitCode;
}

if (options.fleet) process.exit(await soakFleet());

const workDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const services: Service[] = [];
let exitCode = 0;
try {
  say(`Soak: ${RATE} requests/s for ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up), ${MEMBERS.length} members`);
  const { provider, bff, origin, inspectPorts } = await startMeasuredServers({
    services,
    providerEnv: { LOYALTY_DATA_DIR: path.join(workDir, 'loyalty-api') },
    inspect: true,
  });
  if (!inspectPorts) throw new Error('the servers were started without their inspectors');

  const sessions = MEMBERS.map((member) => new Member(origin, member, '127.0.0.1'));
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
