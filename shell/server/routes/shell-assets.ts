import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { ownerOf } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorConfig } from '../canary/visitor-config.ts';
import type { BffApp, BffContext } from '../context.ts';
import { sendError } from '../http/bff-error.ts';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';
import type { Preview } from '../preview/preview-link.ts';
import { sessionOf } from './bff-session.ts';

const CONFIG_MARKER = '<!--portal-config-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The bar over a previewed page, outside the app's root (the BFF alone knows of the preview).
 * Target and version are checked names (preview-link.ts), safe in HTML as they are.
 */
const previewBar = (preview: Preview): string =>
  `<div role="status" data-testid="preview-bar" style="position:sticky;top:0;z-index:1000;padding:0.5rem 1rem;background:#1d1d1b;color:#fff;font:600 0.95rem/1.4 system-ui,sans-serif;text-align:center">Previewing ${preview.target} ${preview.version} — <a href="/bff/preview/exit" style="color:#fff">Exit</a></div>`;

/**
 * Warm connections to the origin of the remote that owns the page, while the shell's own code
 * downloads: its manifest (a CORS fetch) and its scripts (plain script loads) each get one,
 * since browsers keep the two kinds of connection apart.
 */
function preconnectsFor(config: RuntimeConfig, pathname: string): string {
  const owner = ownerOf(pathname);
  if (!owner || owner === 'shell') return '';
  const origin = new URL(config.remotes[owner]).origin;
  return `<link rel="preconnect" href="${origin}"><link rel="preconnect" href="${origin}" crossorigin>`;
}

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const jsonScript = (id: string, json: string): string =>
  `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * The shell's built files. Hashed assets are immutable; index.html is never cached and carries
 * the runtime config and the session (GET /bff/session's answer) inline, which saves the shell
 * two round trips before its first render and lets it draw the signed-in chrome at once.
 */
export function registerShellAssets(app: BffApp, ctx: BffContext): void {
  const indexPath = path.join(ctx.settings.staticDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The shell is not built: ${indexPath} is missing (run the build first).`);
  }
  const template = readFileSync(indexPath, 'utf8');
  if (!template.includes(CONFIG_MARKER)) throw new Error(`index.html lacks the ${CONFIG_MARKER} marker.`);

  app.register(fastifyStatic, {
    root: ctx.settings.staticDir,
    wildcard: false,
    index: false,
    // index.html is a template (its config and session are filled in per request): never sent as
    // a file. /index.html is no page of the portal, so it gets the app's 404 like any other.
    allowedPath: (pathName) => !/^\/index\.html(\.(br|gz))?$/.test(pathName),
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const sendIndex = async (status: number, pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(request, ctx, reply);
    // This browser's remote list (a canary may give it a candidate): everything below uses it.
    const page = visitorConfig(ctx, request, reply);
    const html = template
      .replace(
        CONFIG_MARKER,
        preconnectsFor(page.config, pathname) +
          jsonScript('portal-config', page.json) +
          jsonScript('portal-session', JSON.stringify(session)),
      )
      .replace(ROOT_ELEMENT, page.preview ? previewBar(page.preview) + ROOT_ELEMENT : ROOT_ELEMENT);
    return (
      reply
        .status(status)
        // The page now says whether this browser is signed in: never stored by a shared cache.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .header('content-security-policy', contentSecurityPolicy(page.config, { production: ctx.settings.production }))
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/bff/') &&
      !pathname.startsWith('/static/');
    if (!wantsPage) return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });
    // Unknown top-level paths still get the app (it shows the 404 page) but with a real 404 status.
    return sendIndex(ownerOf(pathname) ? 200 : 404, pathname, request, reply);
  });
}
