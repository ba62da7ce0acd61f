import type { BffApp, BffContext } from '../context.ts';

/** GET /config.json — runtime settings; revalidated on every load so a change applies at once. */
export function registerConfigJson(app: BffApp, ctx: BffContext): void {
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(ctx.config.json()),
  );
}
