import type { BffApp, BffContext } from '../context.ts';

/**
 * Health for process runners and load balancers:
 * - GET /health and /health/live: the process is up and serving (restart it when this fails);
 * - GET /health/ready: 200 only while the shared store and the provider answer and the instance
 *   is not draining for a shutdown; 503 naming the failing parts otherwise (send it no traffic).
 */
export function registerHealth(app: BffApp, ctx: BffContext): void {
  const live = async () => ({ status: 'ok' });
  app.get('/health', live);
  app.get('/health/live', live);
  app.get('/health/ready', async (_request, reply) => {
    const report = await ctx.readiness.report();
    reply.header('cache-control', 'no-store');
    if (report.ready) return { status: 'ready' };
    return reply.status(503).send({ status: 'not_ready', failing: report.failing });
  });
}
