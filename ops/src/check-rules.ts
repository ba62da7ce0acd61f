import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prometheusConfig, RULE_FILES } from '../../scripts/lib/prometheus.ts';

/**
 * `npm test`'s check of the Prometheus rules (turbo runs it as this package's `test`):
 * - `promtool check rules` on the committed rules (ops/prometheus/*.rules.yml): syntax, PromQL,
 *   templates, and its lint (no duplicate series);
 * - `promtool test rules` on every ops/prometheus/tests/*.test.yml: the alerts' unit tests;
 * - `promtool check config` on the config `npm run fleet -- --observe` writes
 *   (scripts/lib/prometheus.ts), so the fleet's Prometheus cannot fail to start on it.
 * promtool comes with Debian's `prometheus` package; without it this fails and says so.
 */
const PROMETHEUS_DIR = path.join(import.meta.dirname, '..', 'prometheus');
const TESTS_DIR = path.join(PROMETHEUS_DIR, 'tests');

function findPromtool(): string | undefined {
  if (process.env.PROMTOOL) return existsSync(process.env.PROMTOOL) ? process.env.PROMTOOL : undefined;
  const onPath = spawnSync('promtool', ['--version'], { stdio: 'ignore' });
  if (onPath.status === 0) return 'promtool';
  return existsSync('/usr/bin/promtool') ? '/usr/bin/promtool' : undefined;
}

const promtool = findPromtool();
if (!promtool) {
  process.stderr.write(
    'promtool was not found (on PATH, or /usr/bin/promtool): the Prometheus rules cannot be checked.\n' +
      "It comes with Debian's Prometheus: apt-get install -y prometheus (.ci/run installs it when missing;\n" +
      'or set PROMTOOL to its path).\n',
  );
  process.exit(1);
}

function run(args: string[]): void {
  const result = spawnSync(promtool as string, args, { encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) {
    process.stderr.write(`promtool ${args.join(' ')} failed:\n${output}\n`);
    process.exit(1);
  }
  process.stdout.write(`promtool ${args[0]} ${args[1]}: ok\n`);
}

run(['check', 'rules', ...RULE_FILES]);
const tests = readdirSync(TESTS_DIR)
  .filter((file) => file.endsWith('.test.yml'))
  .map((file) => path.join(TESTS_DIR, file));
if (tests.length === 0) {
  process.stderr.write(`no rule tests in ${TESTS_DIR}\n`);
  process.exit(1);
}
run(['test', 'rules', ...tests]);

const work = mkdtempSync(path.join(tmpdir(), 'portal-prometheus-'));
try {
  const config = path.join(work, 'prometheus.yml');
  writeFileSync(
    config,
    prometheusConfig({
      targets: { bff: ['127.0.0.1:9392', '127.0.0.1:9393'], provider: ['127.0.0.1:9391'] },
      interval: '1s',
    }),
  );
  run(['check', 'config', config]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
