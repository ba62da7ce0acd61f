import type { BffRoutes } from '../context.ts';

/**
 * Health for process runners and load balancers:
 * - GET /health and /health/live: the process is up and serving (restart it when this fails),
 *   with the run id it was started with (PORTAL_RUN_ID) when there is one;
 * - GET /health/ready: 200 `ready` while the provider answers and the instance is not draining;
 *   200 `degraded` naming the shared store (Redis) when only that does not answer (keep sending
 *   traffic: pages and reads work, logins answer 503 store_unavailable; alert on it); 503
 *   `not_ready` naming the failing parts otherwise (draining, provider, config: send it no traffic). docs/operations.md.
 */
export const healthRoutes: BffRoutes = async (app, { ctx }) => {
  // The run's id (PORTAL_RUN_ID, settings.ts): the runner that started this process knows its own by it.
  const runId = ctx.settings.runId;
  const live = async () => (runId ? { status: 'ok', runId } : { status: 'ok' });
  app.get('/health', live);
  app.get('/health/live', live);
  app.get('/health/ready', async (_request, reply) => {
    const report = await ctx.readiness.report();
    reply.header('cache-control', 'no-store');
    if (!report.ready) {
      return reply.status(503).send({ status: 'not_ready', failing: report.failing, degraded: report.degraded });
    }
    if (report.degraded.length === 0) return { status: 'ready' };
    return {
      status: 'degraded',
      degraded: report.degraded,
      // Named for the operator reading it: which store, and what it costs.
      detail: `shared store (${ctx.store.kind === 'redis' ? 'Redis' : ctx.store.kind}) unreachable: logins and guarded actions answer 503 store_unavailable`,
    };
  });
};
