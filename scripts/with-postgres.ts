import { spawn } from 'node:child_process';
import path from 'node:path';
import { startPostgres } from './lib/postgres-cluster.ts';
import { ROOT, waitHealthy } from './lib/processes.ts';

/**
 * Runs a command with TEST_DATABASE_URL on a throwaway PostgreSQL cluster of its own, then stops
 * the cluster: the provider's PostgreSQL tests without a system PostgreSQL (CI's .ci/run makes
 * one instead). The cluster lives in .data/test-postgres (TEST_POSTGRES_DIR; created on first
 * use, reused after) on 127.0.0.1:TEST_POSTGRES_PORT (default 5441).
 *
 *   node scripts/with-postgres.ts -- pnpm --filter @portal/loyalty-api test
 */
const separator = process.argv.indexOf('--');
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (!command) {
  process.stderr.write('usage: node scripts/with-postgres.ts -- <command> [args…]\n');
  process.exit(2);
}
const dir = process.env.TEST_POSTGRES_DIR ?? path.join(ROOT, '.data', 'test-postgres');
const cluster = await startPostgres({
  dataDir: path.join(dir, 'pg'),
  port: Number(process.env.TEST_POSTGRES_PORT ?? 5441),
  logFile: path.join(dir, 'logs', 'postgres.log'),
  quiet: true,
  say: (line) => process.stdout.write(`[with-postgres] ${line}\n`),
});
let code = 1;
try {
  await waitHealthy(cluster.service);
  code = await new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.adminUrl },
    });
    process.once('SIGINT', () => child.kill('SIGINT'));
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
} finally {
  await cluster.service.stop();
}
process.exit(code);
