import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '@portal/bench/percentile';
import { openDatabase } from '@portal/loyalty-api/db/database';
import { migrate } from '@portal/loyalty-api/db/migrate';
import { CATEGORIES } from '@portal/loyalty-api/seed/catalogue';
import { pick, seededRandom } from '@portal/loyalty-api/seed/random';
import { seedIfEmpty } from '@portal/loyalty-api/seed/seed';
import { seedBenchRewards } from '@portal/loyalty-api/seed/seed-bench-rewards';
import { startMeasuredServers } from './lib/measured-servers.ts';
import { parseOptions } from './lib/parse-options.ts';
import { type Service, stopServices } from './lib/processes.ts';
import { say } from './lib/say.ts';

/**
 * `npm run bench:rewards`: p50/p95 of reward search — with a search text, a category filter, a
 * sort and a page — through the BFF, on a fresh provider holding 10,000 rewards.
 *
 *   --rewards 10000      catalogue size
 *   --requests 3000      measured requests (after --warmup 300)
 *   --concurrency 2      requests in flight at once (this machine has two cores)
 *   --database-url URL   run the provider on this PostgreSQL server (a throwaway database is
 *                        created and dropped) instead of the embedded PGlite
 *
 * Exits 1 when p95 misses the 50 ms target.
 */
const { values: options } = parseOptions({
  options: {
    rewards: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '3000' },
    warmup: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '2' },
    'database-url': { type: 'string' },
  },
  usage:
    'usage: npm run bench:rewards -- [--rewards 10000] [--requests 3000] [--warmup 300] [--concurrency 2] [--database-url URL]',
});
const REWARDS = Number(options.rewards);
const REQUESTS = Number(options.requests);
const WARMUP = Number(options.warmup);
const CONCURRENCY = Number(options.concurrency);
const TARGET_P95_MS = 50;
const PAGE_SIZE = 12;

/** A fresh database, seeded with the demo data and then the bench catalogue. */
async function prepareDatabase(workDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = options['database-url'];
  let env: Record<string, string>;
  let drop = async (): Promise<void> => undefined;
  let db: Awaited<ReturnType<typeof openDatabase>>;
  if (serverUrl) {
    const name = `portal_bench_${randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    await admin.query(`create database ${name}`);
    await admin.close();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    drop = async () => {
      const server = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await server.query(`drop database if exists ${name} with (force)`);
      await server.close();
    };
    db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  } else {
    const dataDir = path.join(workDir, 'loyalty-api');
    env = { LOYALTY_DATA_DIR: dataDir };
    db = await openDatabase({ databaseUrl: undefined, dataDir });
  }
  await migrate(db);
  await seedIfEmpty(db);
  const existing = Number(
    (await db.query<{ count: string | number }>('select count(*) as count from rewards')).rows[0]?.count ?? 0,
  );
  await db.transaction((tx) => seedBenchRewards(tx, Math.max(REWARDS - existing, 0)));
  // Fresh statistics, as autovacuum would gather on a live server.
  await db.exec('analyze');
  const total = (await db.query<{ count: string | number }>('select count(*) as count from rewards')).rows[0]?.count;
  await db.close();
  say(`  catalogue: ${total} rewards on ${serverUrl ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  return { env, drop };
}

/** Words members search for: common ones, prefixes, rarer ones and one that matches nothing. */
const QUERIES = [
  'voucher',
  'vouch',
  'fresh',
  'island',
  'family',
  'jerk',
  'coffee',
  'kingston',
  'montego',
  'bundle',
  'smart watch',
  'beach',
  'spa',
  'golden pass',
  'tropical fruit',
  'snorkel',
];
const SORTS = ['v.points,asc', 'v.points,desc', 'activeDate'];

function searchUrls(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const slugs = CATEGORIES.map((category) => category.slug);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ query: pick(random, QUERIES), shouldPage: 'true' });
    params.set('page', String(Math.floor(random() * 4)));
    params.set('size', String(PAGE_SIZE));
    const wanted = 1 + Math.floor(random() * 3);
    for (const slug of new Set(Array.from({ length: wanted }, () => pick(random, slugs)))) {
      params.append('categories', slug);
    }
    params.set('sort', pick(random, SORTS));
    return `/api/v1/rewards/search?${params.toString()}`;
  });
}

async function run(origin: string, urls: string[], headers: Record<string, string>): Promise<number[]> {
  const timings: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const started = performance.now();
      const response = await fetch(`${origin}${url}`, { headers: { ...headers, accept: 'application/json' } });
      const body = await response.text();
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return timings;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Runs the measured requests and prints their percentiles; resolves to the p95. */
async function measure(label: string, origin: string, headers: Record<string, string>): Promise<number> {
  await run(origin, searchUrls(WARMUP, 1), headers);
  const started = performance.now();
  const timings = await run(origin, searchUrls(REQUESTS, 2), headers);
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...timings].sort((a, b) => a - b);
  say(
    `  ${label.padEnd(22)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? 0)}   ${Math.round(timings.length / seconds)} req/s`,
  );
  return percentile(sorted, 95);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'bench-rewards-'));
const services: Service[] = [];
let database: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
let exitCode = 0;
try {
  say(`Reward search benchmark: ${REQUESTS} requests, ${CONCURRENCY} at a time, after ${WARMUP} to warm up`);
  database = await prepareDatabase(workDir);
  const { providerPort, origin, secrets } = await startMeasuredServers({ services, providerEnv: database.env });

  // A visitor's first call gets the shared client token as a cookie; reuse it like a browser.
  const first = await fetch(`${origin}/api/v1/reward-category`);
  const cookie = (first.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  await first.text();

  const p95 = await measure('through the BFF:', origin, { cookie });

  // For comparison: the provider alone, with a client token of its own.
  const basic = Buffer.from(`portal-bff:${secrets.OAUTH_CLIENT_SECRET}`).toString('base64');
  const token = await fetch(`http://127.0.0.1:${providerPort}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  await measure('provider alone:', `http://127.0.0.1:${providerPort}`, { authorization: `Bearer ${accessToken}` });

  if (p95 < TARGET_P95_MS) say(`  target p95 < ${TARGET_P95_MS} ms through the BFF: met`);
  else {
    say(`  target p95 < ${TARGET_P95_MS} ms through the BFF: MISSED`);
    exitCode = 1;
  }
} catch (error) {
  process.stderr.write(`benchmark failed: ${(error as Error).stack ?? error}\n`);
  exitCode = 1;
} finally {
  await stopServices(services);
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
