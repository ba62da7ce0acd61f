import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { BffRoutes } from '../context.ts';
import { sendError } from '../http/bff-error.ts';

/**
 * A reward image file name exactly as the browser sent it (no decoding): a slug and `.svg`.
 * Anything else (dots, slashes, escapes, other types) never reaches the provider.
 */
const IMAGE_PATH = /^\/media\/rewards\/([a-z0-9][a-z0-9-]{0,79}\.svg)$/;
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/**
 * GET /media/rewards/{file} — reward images, passed through from the provider. Public (no token),
 * cacheable for a day; answered as SVG only, and inert when opened on its own.
 */
export const mediaPassThroughRoutes: BffRoutes = async (app, { ctx }) => {
  app.get('/media/rewards/*', async (request, reply) => {
    const raw = request.raw.url ?? '';
    const queryAt = raw.indexOf('?');
    const file = IMAGE_PATH.exec(queryAt === -1 ? raw : raw.slice(0, queryAt))?.[1];
    if (!file) return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });

    const response = await ctx.provider.call('GET', `/media/rewards/${file}`, { headers: { accept: 'image/svg+xml' } });
    if (response.status === 404) return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });
    if (response.status !== 200 || !response.contentType?.startsWith('image/svg+xml')) {
      return sendError(reply, 502, {
        code: ERROR_CODES.providerUnavailable,
        message: 'The loyalty service could not complete the request.',
      });
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', CACHE_FOR_A_DAY)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(response.body);
  });
};
