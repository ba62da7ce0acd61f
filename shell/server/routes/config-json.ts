import { visitorConfig } from '../canary/visitor-config.ts';
import type { BffRoutes } from '../context.ts';

/**
 * GET /config.json — runtime settings; revalidated on every load so a change applies at once.
 * While a canary is live the remote list is this visitor's (canary/visitor-config.ts): private.
 */
export const configJsonRoutes: BffRoutes = async (app, { ctx }) => {
  app.get('/config.json', async (request, reply) => {
    const { json, personal } = visitorConfig(ctx, request, reply);
    if (personal) reply.header('vary', 'Cookie');
    return reply
      .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      .type('application/json; charset=utf-8')
      .send(json);
  });
};
