import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { ownerOf } from '@portal/contracts/route-map';
import { safeRedirectTarget } from '@portal/contracts/safe-redirect-target';
import type { BffRoutes } from '../context.ts';
import { sendError } from '../http/bff-error.ts';
import type { CsrfRelaxation } from '../http/csrf.ts';

/** A page's form is a few fields: a larger body is refused (413) before anything else. */
const PAGE_FORM_BODY_LIMIT_BYTES = 16_384;

/** Whether a path is one of the pages' (not the BFF's API, the provider's pass-through or the files). */
export const isPagePath = (pathname: string): boolean =>
  !pathname.startsWith('/api/') && !pathname.startsWith('/bff/') && !pathname.startsWith('/static/');

/**
 * POST to a page's own address: what the browser sends when a server-rendered form is submitted
 * without the page's scripts (turned off, or not yet arrived and the page's form hold neither:
 * shell/src/hold-forms.ts). Every form but the sign-in form is `method="post"` with no action, so
 * its fields never go into a URL (the page's address, the history, the server's and proxies'
 * logs, a Referer); only the scripts can act on them. So the body is taken in as bytes, never
 * parsed, logged or kept, and the answer is 303 back to the same page (no-store): the page again,
 * which without scripts says that it needs them (the `<noscript>` of index.html). A path no page
 * owns keeps its 404. Its CSRF defence is the same-origin check, as for the sign-in form (a form
 * cannot send our header): a form posted from another site is refused.
 */
export const pageFormPostRoutes: BffRoutes = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_FORM_BODY_LIMIT_BYTES }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post<{ Body: undefined }, { csrf: CsrfRelaxation }>(
    '/*',
    { config: { csrf: 'same-origin' } },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isPagePath(pathname) || !ownerOf(pathname)) {
        return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(safeRedirectTarget(request.url, ctx.settings.publicOrigin), 303);
    },
  );
};
