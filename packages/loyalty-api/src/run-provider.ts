import { settingsOrExit } from '@portal/server-kit/env-schema';
import { startTracing } from '@portal/server-kit/tracing';
import { buildProvider, type ProviderOptions } from './app.ts';
import { openDatabase } from './db/database.ts';
import { ChangedMigrationError } from './db/migrate.ts';
import { settingsFromEnv } from './settings.ts';

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Start-up progress before Fastify's logger exists: lines in its JSON shape (level 30, info), so
 * the runner's pretty printer and the fleet's log collection read them like every other line.
 */
function startupLog(level: string): (message: string) => void {
  const quiet = ['warn', 'error', 'fatal', 'silent'].includes(level);
  return (msg) => {
    if (!quiet) process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg })}\n`);
  };
}

/**
 * Runs the provider as a process: settings from the environment, the database, the HTTP app, and
 * the drain on SIGTERM. `main.ts` runs it as it is; only the e2e suite's test entry
 * (`testing/main-on-test-clock.ts`) passes a clock.
 */
export async function runProvider(options: Pick<ProviderOptions, 'now'> = {}): Promise<void> {
  // First: the app's server spans continue the BFF's traceparent, and its log lines carry the trace id.
  const stopTracing = startTracing('loyalty-api', process.env);
  // Read once: a bad variable stops here with a line naming it.
  const settings = settingsOrExit('loyalty-api', () => settingsFromEnv());
  const progress = startupLog(settings.logLevel);
  progress(settings.databaseUrl ? 'connecting to PostgreSQL' : `opening the PGlite database (${settings.dataDir})`);
  const db = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: settings.databasePoolSize,
  });
  let built: Awaited<ReturnType<typeof buildProvider>>;
  try {
    built = await buildProvider(db, settings, { ...options, progress });
  } catch (error) {
    if (!(error instanceof ChangedMigrationError)) throw error;
    process.stderr.write(`loyalty-api cannot start: ${error.message}\n`);
    await db.close();
    process.exit(1);
  }
  const { app, readiness } = built;

  /**
   * SIGTERM (a deploy, the runner stopping): /health/ready answers 503 from now on, the listener
   * closes (a request on a connection already open is still served, with Connection: close:
   * drain-options.ts), requests in flight get up to 10 s to finish, then the pool closes and the
   * process exits 0.
   */
  let draining = false;
  const drain = async (): Promise<void> => {
    if (draining) return;
    draining = true;
    readiness.startDraining();
    const late = setTimeout(() => {
      app.log.warn(`requests still in flight after ${DRAIN_TIMEOUT_MS / 1000} s; closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    await app.close();
    clearTimeout(late);
    await db.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', drain);
  process.once('SIGTERM', drain);

  await app.listen({ host: settings.host, port: settings.port });
}
