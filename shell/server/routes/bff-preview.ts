import { segmentsOf } from '@portal/contracts/route-map';
import type { FastifyReply } from 'fastify';
import type { BffRoutes } from '../context.ts';
import { clearPreviewCookie, setPreviewCookie } from '../preview/preview-cookie.ts';
import {
  checkPreviewLink,
  PREVIEW_PATH,
  type PreviewLinkQuery,
  PreviewLinkQuerySchema,
  type PreviewTarget,
} from '../preview/preview-link.ts';

/** Where a preview lands: the previewed remote's first page (the dashboard for account and pop-ups), the offers page for offers. */
const landingOf = (target: PreviewTarget): string => {
  if (target === 'pop-ups') return '/';
  if (target === 'offers') return '/offers';
  return `/${segmentsOf(target).find((segment) => segment !== '') ?? ''}`.replace(/^\/$/, '/');
};

const refuse = (reply: FastifyReply) =>
  reply
    .status(403)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en-JM"><title>Preview refused</title><h1>This preview link is not valid or has expired.</h1><p><a href="/">Go to Island Rewards</a></p></html>',
    );

/**
 * GET /bff/preview?target&version&expires&signature — a link from `npm run preview-link`: when its
 * HMAC (DEPLOY_SECRET) holds and it has not expired, this browser gets a signed cookie and, until
 * the link's expiry, that version of that remote (canary/visitor-config.ts) with the preview bar.
 * Anything else is refused (403) and logged. GET /bff/preview/exit ends it.
 */
export const previewRoutes: BffRoutes = async (app, { ctx }) => {
  // The link's query is checked on the route; a malformed one is refused as any bad link is (403, logged).
  app.get<{ Querystring: PreviewLinkQuery }>(
    PREVIEW_PATH,
    { schema: { querystring: PreviewLinkQuerySchema }, attachValidation: true },
    async (request, reply) => {
      const secret = ctx.settings.deploySecret;
      if (!secret) {
        request.log.warn('preview link refused: DEPLOY_SECRET is not set');
        return refuse(reply);
      }
      const checked = request.validationError
        ? ({ ok: false, reason: 'malformed' } as const)
        : checkPreviewLink(secret, request.query);
      if (!checked.ok) {
        request.log.warn({ reason: checked.reason }, 'preview link refused');
        return refuse(reply);
      }
      setPreviewCookie(reply, ctx.settings, checked.preview);
      request.log.info({ target: checked.preview.target, version: checked.preview.version }, 'preview started');
      return reply.header('cache-control', 'no-store').redirect(landingOf(checked.preview.target), 303);
    },
  );

  app.get(`${PREVIEW_PATH}/exit`, async (_request, reply) => {
    clearPreviewCookie(reply, ctx.settings);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });
};
