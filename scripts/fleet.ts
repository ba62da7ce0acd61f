import { fleetDataDir, startFleet } from './lib/fleet.ts';
import { parseOptions } from './lib/parse-options.ts';
import { publishRemotes } from './lib/portal.ts';
import { runCommand } from './lib/processes.ts';
import { scrapeIntervalFrom } from './lib/prometheus.ts';
import { redactedRedisUrl } from './lib/redis-server.ts';
import { welcome } from './lib/welcome.ts';

/**
 * `npm run fleet`: the portal as it runs in production, on this machine: nginx in front of two
 * BFF instances sharing Redis, the provider on PostgreSQL, the remote origins. Every part is a
 * child process of this script (never a system service), restarted when it crashes; Ctrl-C or
 * SIGTERM stops them all, in reverse order. See docs/operations.md.
 * `--no-build` serves what is already built (the fleet e2e tests use it); `--observe` adds a
 * Prometheus scraping every BFF instance and the provider, with the committed alert rules.
 */
const usage = `usage: npm run fleet -- [--no-build] [--observe [--scrape-interval 15s]]
  --observe          also run Prometheus (Debian's, installed when missing) on FLEET_PROMETHEUS_PORT
                     (default 9390), scraping every BFF instance and the provider, with the alert
                     rules of ops/prometheus/ (docs/operations.md, "Metrics and alerts")
  --scrape-interval  how often it scrapes and evaluates the rules (default 15s)`;
const {
  values: { 'no-build': noBuild, observe, 'scrape-interval': scrapeInterval },
} = parseOptions({
  options: {
    'no-build': { type: 'boolean', default: false },
    observe: { type: 'boolean', default: false },
    'scrape-interval': { type: 'string', default: '15s' },
  },
  usage,
});
let interval: string;
try {
  interval = scrapeIntervalFrom(scrapeInterval);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}\n`);
  process.exit(2);
}
const say = (line: string): void => {
  process.stdout.write(`[fleet] ${line}\n`);
};
if (!noBuild) {
  await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
await publishRemotes();

const started = Date.now();
const starting = startFleet({ say, observe: observe ? { interval } : undefined });
let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  say('stopping');
  // Asked to stop while starting: what has started is stopped once the start settles.
  const running = await starting.catch(() => undefined);
  await running?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const fleet = await starting.catch((error: Error) => {
  say(`could not start: ${error.message}`);
  process.exit(1);
});
if (stopping) await new Promise(() => {});
const { ports } = fleet;
process.stdout.write(
  welcome(
    fleet.url,
    `
  nginx :${ports.nginx} → BFF ${ports.bffs.map((port) => `:${port}`).join(', ')} (round-robin)
  Redis ${redactedRedisUrl(fleet.redisUrl)} (the full REDIS_URL: ${fleetDataDir()}/fleet.json), provider :${ports.provider} on PostgreSQL${process.env.DATABASE_URL ? '' : ` :${ports.postgres}`}
  Metrics (GET /metrics, loopback only): BFF ${ports.bffMetrics.map((port) => `:${port}`).join(', ')}, provider :${ports.providerMetrics}${
    fleet.prometheusUrl
      ? `
  Prometheus ${fleet.prometheusUrl} (every ${interval}; alerts: ${fleet.prometheusUrl}/alerts)`
      : ''
  }
  Data, PID files and logs: ${fleetDataDir()} (up in ${((Date.now() - started) / 1000).toFixed(1)} s)
`,
  ),
);
