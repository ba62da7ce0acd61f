import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, type Service, startService } from './processes.ts';

/** The committed rules (ops/prometheus/): recorded series, and the alerts built on them. */
export const RULE_FILES = ['recording.rules.yml', 'alerts.rules.yml'].map((file) =>
  path.join(ROOT, 'ops', 'prometheus', file),
);

/** Debian's Prometheus (`apt-get install -y prometheus`; the fleet installs it when missing). */
export const PROMETHEUS_BIN = '/usr/bin/prometheus';

/** Scrape jobs: every BFF instance's metrics listener (METRICS_PORT) and the provider's (PROVIDER_METRICS_PORT). */
export interface ScrapeTargets {
  /** `host:port` of each BFF instance's metrics listener. */
  bff: readonly string[];
  /** `host:port` of the provider's metrics listener. */
  provider: readonly string[];
}

/** A Prometheus duration (`1s`, `500ms`, `15s`, `1m`), or an error naming the option. */
export function scrapeIntervalFrom(value: string, option = '--scrape-interval'): string {
  if (!/^[1-9]\d*(ms|s|m)$/.test(value)) throw new Error(`${option} must be a duration such as 1s, 15s or 1m`);
  return value;
}

const seconds = (duration: string): number => {
  const [, amount = '0', unit] = /^(\d+)(ms|s|m)$/.exec(duration) ?? [];
  return Number(amount) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);
};

/**
 * The config of the fleet's Prometheus: both jobs scraped and the rules evaluated every
 * `interval` (15 s by default; the fleet e2e uses 1 s), each scrape given at most the interval
 * (and never more than 10 s). `portal-bff` and `loyalty-api` are the job names the rules and
 * docs/operations.md use. No Alertmanager: alerts are read on Prometheus's /alerts page and its
 * API (/api/v1/alerts); a real deployment adds its own under `alerting:`.
 */
export function prometheusConfig(options: {
  targets: ScrapeTargets;
  interval?: string;
  ruleFiles?: readonly string[];
}): string {
  const interval = options.interval ?? '15s';
  const timeout = seconds(interval) >= 10 ? '10s' : interval;
  const list = (items: readonly string[]) => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
  return [
    '# Written by scripts/lib/prometheus.ts at each start of `npm run fleet -- --observe`; edit that file, not this one.',
    'global:',
    `  scrape_interval: ${interval}`,
    `  scrape_timeout: ${timeout}`,
    `  evaluation_interval: ${interval}`,
    'rule_files:',
    ...(options.ruleFiles ?? RULE_FILES).map((file) => `  - ${JSON.stringify(file)}`),
    'scrape_configs:',
    '  - job_name: portal-bff',
    '    static_configs:',
    `      - targets: ${list(options.targets.bff)}`,
    '  - job_name: loyalty-api',
    '    static_configs:',
    `      - targets: ${list(options.targets.provider)}`,
    '',
  ].join('\n');
}

/**
 * Prometheus as a direct child of the runner (never Debian's system service), on
 * 127.0.0.1:`port`, with its config (`<dir>/prometheus.yml`, written at each start) and its
 * data (`<dir>/data`, kept 2 days) in `dir`. Healthy once /-/ready answers.
 */
export function startPrometheus(options: {
  port: number;
  dir: string;
  targets: ScrapeTargets;
  interval?: string;
  pidFile?: string;
  quiet?: boolean;
}): Service {
  mkdirSync(path.join(options.dir, 'data'), { recursive: true });
  const config = path.join(options.dir, 'prometheus.yml');
  writeFileSync(
    config,
    prometheusConfig({
      targets: options.targets,
      ...(options.interval ? { interval: options.interval } : {}),
    }),
  );
  return startService({
    name: 'prometheus',
    command: [
      PROMETHEUS_BIN,
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(options.dir, 'data')}`,
      '--storage.tsdb.retention.time=2d',
      `--web.listen-address=127.0.0.1:${options.port}`,
      '--log.level=warn',
    ],
    env: process.env,
    healthUrl: `http://127.0.0.1:${options.port}/-/ready`,
    ...(options.pidFile ? { pidFile: options.pidFile } : {}),
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
  });
}
