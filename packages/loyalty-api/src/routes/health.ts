import type { ProviderApp } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { Readiness } from '../health/readiness.ts';

/**
 * Health for supervisors and load balancers: `/health/live` (the process answers; restart it when
 * it does not), `/health/ready` (send it traffic: 200, or 503 while draining or while its database
 * is unreachable), and `/health`, kept for the scripts that wait on it (with the run id they
 * started it with, PORTAL_RUN_ID).
 */
export function registerHealth(app: ProviderApp, db: Database, readiness: Readiness, runId?: string): void {
  // With the run's id (PORTAL_RUN_ID): the runner that started this process knows its own by it.
  app.get('/health', async () => ({ status: 'ok', database: db.kind, ...(runId ? { runId } : {}) }));
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    const { ready, reason } = await readiness.check();
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { status: 'ready', database: db.kind } : { status: 'not ready', reason });
  });
}
