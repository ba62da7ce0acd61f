import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { INLINE_MANIFEST_ID } from '@portal/contracts/inline-manifest';
import { nextLikelyRemotes } from '@portal/contracts/next-likely';
import { PAGE_DATA_ID } from '@portal/contracts/page-data-id';
import { PAGE_SESSION_HEADER } from '@portal/contracts/page-session-header';
import type { PopUpAudience } from '@portal/contracts/pop-up-contract';
import { audienceOf } from '@portal/contracts/pop-up-schedule';
import {
  DRAWN_POP_UP_DATA_ID,
  type DrawnPopUp,
  type DrawnPopUpSlot,
  parseVisit,
  RETURNING_COOKIE,
  VISIT_COOKIE,
} from '@portal/contracts/pop-up-visit';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { expectedLayoutOf, ownerOf, type RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { RUNTIME_FILES_ID } from '@portal/contracts/runtime-files';
import { SERVER_PAGE_MARKERS } from '@portal/contracts/server-page-markers';
import { versionInUrl } from '@portal/contracts/version-id';
import { serverBuildFromManifest } from '@portal/remote-loading/manifest/server-build-from-manifest';
import { createRemotePreloads, type RemotePreloads } from '@portal/remote-loading/server/remote-preloads';
import { shellRuntimePreloads } from '@portal/remote-loading/server/shell-runtime-preloads';
import { acceptedEncoding, encodeStream, encodeWhole } from '@portal/server-kit/response-encoding';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { liveCanaryOf } from '../canary/served-version.ts';
import { visitorConfig } from '../canary/visitor-config.ts';
import type { BffRoutes } from '../context.ts';
import { firstPaintChrome } from '../first-paint/first-paint-chrome.ts';
import { FIRST_PAINT_STYLE } from '../first-paint/first-paint-style.ts';
import { inlineShellStylesheets } from '../first-paint/inline-shell-stylesheets.ts';
import { type InlineStylesheet, styleElement } from '../first-paint/inline-stylesheet.ts';
import { scriptsAfterPaint } from '../first-paint/scripts-after-paint.ts';
import { createStylesheetReader, readShellStylesheet } from '../first-paint/stylesheet-reader.ts';
import { sendError } from '../http/bff-error.ts';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';
import { escapeAttribute } from '../http/escape-attribute.ts';
import { createPopUpContentReader } from '../pop-ups/pop-up-content-reader.ts';
import type { Preview } from '../preview/preview-link.ts';
import { pageCacheHeaders, VISITOR_PAGE_SHARED_SECONDS } from '../server-pages/page-cache-headers.ts';
import { createRemoteRenderer, type RemoteRenderer } from '../server-pages/remote-renderer.ts';
import { startRendererWarmUp } from '../server-pages/renderer-warm-up.ts';
import { createServerBuildCache } from '../server-pages/server-build-cache.ts';
import {
  fallbackLabel,
  loadServerPages,
  SERVER_PAGES_DIR,
  SERVER_RENDER_BUDGET_MS,
  SERVER_RENDER_WORKERS,
  type ServerPages,
} from '../server-pages/server-pages.ts';
import { readPopUpCookie, setPopUpCookie } from '../session/session-cookies.ts';
import { takeLoginRefusal } from './bff-login-form.ts';
import { sessionOf } from './bff-session.ts';
import { isPagePath, pageFormPostRoutes } from './page-form-post.ts';
import { serviceWorkerRoutes } from './service-worker.ts';

const CONFIG_MARKER = '<!--portal-config-->';
/**
 * How long a page waits for its remote's manifest to be read again (a 304 from the remote's
 * origin or CDN, next to the BFF): a slower origin costs the page this much, and the page then
 * goes without the inline copy (the runtime fetches the manifest itself, as before).
 */
const MANIFEST_WAIT_MS = 150;
/** How long the renderer's warm-up at start waits for each remote's manifest (no page waits for it). */
const WARM_UP_READ_WAIT_MS = 3_000;
const ROOT_ELEMENT = '<div id="root"></div>';
/** Where the root element goes in a page filled in per request, split there to stream the root. */
const ROOT_PLACEHOLDER = '<!--portal-root-->';
/** What a loader's request inside a render may carry on to the pass-through besides the visitor's own. */
const RENDER_REQUEST_HEADERS = ['accept', 'x-portal-request'];
/** The visitor's headers a loader's request is sent with, as if the browser had sent it. */
const VISITOR_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'accept-language'];

/**
 * The bar over a previewed page, outside the app's root (the BFF alone knows of the preview).
 * Target and version are checked names (preview-link.ts), safe in HTML as they are.
 */
const previewBar = (preview: Preview): string =>
  `<div role="status" data-testid="preview-bar" style="position:sticky;top:0;z-index:1000;padding:0.5rem 1rem;background:#1d1d1b;color:#fff;font:600 0.95rem/1.4 system-ui,sans-serif;text-align:center">Previewing ${preview.target} ${preview.version} — <a href="/bff/preview/exit" style="color:#fff">Exit</a></div>`;

/** The manifest URL of the remote that owns the page, or undefined for the shell's own pages. */
function ownerManifest(config: RuntimeConfig, pathname: string): string | undefined {
  const owner = ownerOf(pathname);
  return !owner || owner === 'shell' ? undefined : config.remotes[owner];
}

/**
 * What the browser can start before the shell's code runs, for the remote that owns the page:
 * connections to its origin — its manifest (a CORS fetch) and its scripts (plain script loads)
 * each get one, since browsers keep the two kinds apart — and, once the BFF has read that
 * remote's manifest, its remoteEntry.js, `./routes` chunks and the chunks of the page at
 * `pathname` (classic scripts: `preload as=script` without crossorigin, as the federation runtime
 * and the remote's loader request them; `modulepreload` would be a second, unused download), and
 * those chunks' stylesheets (`as=style`: the chunk loader inserts them as plain `<link
 * rel=stylesheet>` and waits for them before the page renders, so unpreloaded they were one more
 * round trip after the preloaded script). Then the shell's own federation runtime
 * (`runtimeScripts`, same-origin paths), which its entry would otherwise ask for only once it has
 * run and rendered the route: every file of the remote's page waited for it (docs/performance.md,
 * "The federation runtime preloaded"). As HTML and as 103 Early Hints links.
 */
function pageHints(
  manifestUrl: string | undefined,
  pathname: string,
  preloads: RemotePreloads,
  runtimeScripts: readonly string[],
): PageHints {
  if (!manifestUrl) return { origin: undefined, files: [] };
  const kind = (url: string): 'style' | 'script' => (url.endsWith('.css') ? 'style' : 'script');
  return {
    origin: new URL(manifestUrl).origin,
    files: [
      ...preloads.preloadsFor(manifestUrl, pathname).map((url) => ({ url, as: kind(new URL(url).pathname) })),
      ...runtimeScripts.map((url) => ({ url, as: 'script' as const })),
    ],
  };
}

/** What `pageHints` names: the remote's origin to connect to, and the files to start. */
interface PageHints {
  origin: string | undefined;
  files: ReadonlyArray<{ url: string; as: 'style' | 'script' }>;
}

/**
 * The hints as the page's head says them. `styleOf` (a page the server draws) turns each
 * stylesheet into what the drawn page needs at once: the sheet itself when the BFF has read it
 * (`<style>`, its hash for the CSP into `hashes`), else a stylesheet link; both marked as the drawn
 * page's, so the offline copy drops them.
 */
function hintsHtml(
  { origin, files }: PageHints,
  styleOf?: { sheet: (url: string) => InlineStylesheet | undefined; hashes: string[] },
): string {
  if (!origin) return '';
  const connect = `<link rel="preconnect" href="${escapeAttribute(origin)}"><link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`;
  return (
    connect +
    files
      .map(({ url, as }) => {
        if (as !== 'style' || !styleOf) return `<link rel="preload" as="${as}" href="${escapeAttribute(url)}">`;
        const sheet = styleOf.sheet(url);
        if (!sheet) {
          return `<link rel="stylesheet" href="${escapeAttribute(url)}" ${SERVER_PAGE_MARKERS.stylesheetAttribute}>`;
        }
        styleOf.hashes.push(sheet.hash);
        return styleElement(sheet, SERVER_PAGE_MARKERS.stylesheetAttribute);
      })
      .join('')
  );
}

/** The hints as 103 Early Hints `Link` values, of the files `keep` keeps (all without it). */
function hintsLinks(
  { origin, files }: PageHints,
  keep: (file: PageHints['files'][number]) => boolean = () => true,
): string[] {
  if (!origin) return [];
  return [
    `<${origin}>; rel=preconnect`,
    `<${origin}>; rel=preconnect; crossorigin`,
    ...files.filter(keep).map(({ url, as }) => `<${url}>; rel=preload; as=${as}`),
  ];
}

/**
 * The manifests the page carries (contracts/inline-manifest.ts): its own remote's as just read, when it
 * could be, then that of the remote the member most likely opens next from it (the first of
 * `nextLikelyRemotes`; none from a signed-out visitor's remote page) as the BFF last read it — a
 * click there then starts with its entry, not with a round trip for its manifest
 * (docs/decisions/0011-manifests-in-the-page-and-idle-prefetch.md: the next page "at once"). Only
 * the first: each is 0.9–1.7 kB of brotli, and a second put a member's /rewards past the first TCP
 * window (15.0 kB with its headers, 29 Nov); the idle prefetch reads the others' a few seconds
 * later. A remote the BFF cannot read is left out, and the runtime fetches its manifest as before.
 */
function inlineManifests(
  config: RuntimeConfig,
  own: { url: string | undefined; text: string | undefined },
  next: RemoteName | undefined,
  preloads: RemotePreloads,
): string {
  const copies = own.url && own.text ? [{ url: own.url, text: own.text }] : [];
  for (const url of next ? [config.remotes[next]] : []) {
    // The page's own remote only as just read: a copy from before may be what failed since.
    if (url === own.url) continue;
    const text = preloads.lastRead(url);
    if (text) copies.push({ url, text });
  }
  return copies.map(({ url, text }) => `{"url":${JSON.stringify(url)},"manifest":${text}}`).join(',');
}

/**
 * The head of a page with a pop-up drawn in it: the pop-up's stylesheets (its carousel's), in the
 * page or linked, and its picture asked for at once, at high priority — the page's largest paint.
 */
const popUpHead = (image: string, styles: readonly (InlineStylesheet | string)[]): string => {
  const sheets = styles.map((sheet) =>
    typeof sheet === 'string' ? `<link rel="stylesheet" href="${escapeAttribute(sheet)}">` : styleElement(sheet),
  );
  return `${sheets.join('')}<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`;
};

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const jsonScript = (id: string, json: string): string =>
  `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;

/** The route label of the shell's built files in the request metrics (each file is a route of its own). */
const STATIC_ROUTE = '(static)';
/** The route label of pages (served by the not-found handler: the app's routes are the browser's). */
export const PAGE_ROUTE = '(page)';

/** Whether the not-found handler answers this request with a page (index.html), not a JSON 404. */
export function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url.split('?')[0] ?? '/');
}

/**
 * The shell's built files. Hashed assets are immutable; index.html is never cached and carries
 * the runtime config and the session (GET /bff/session's answer) inline, which saves the shell
 * two round trips before its first render and lets it draw the signed-in chrome at once.
 */
export const shellAssetsRoutes: BffRoutes = async (app, { ctx }) => {
  const indexPath = path.join(ctx.settings.staticDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The shell is not built: ${indexPath} is missing (run the build first).`);
  }
  // The shell's stylesheets in every page, not linked (inline-shell-stylesheets.ts).
  const shellStyles = inlineShellStylesheets(readFileSync(indexPath, 'utf8'), ctx.settings.staticDir);
  const template = shellStyles.template;
  await app.register(serviceWorkerRoutes, { ctx });
  // A page's form sent by the browser itself (no scripts): back to the page, its fields unread.
  await app.register(pageFormPostRoutes, { ctx });
  if (!template.includes(CONFIG_MARKER)) throw new Error(`index.html lacks the ${CONFIG_MARKER} marker.`);

  // In a scope of its own, so that every route it registers (one per built file) is counted in
  // the request metrics under one label, not one per file (server-kit's request-metrics.ts).
  app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, metricsRoute: STATIC_ROUTE };
    });
    await files.register(fastifyStatic, {
      root: ctx.settings.staticDir,
      wildcard: false,
      index: false,
      // index.html is a template (its config and session are filled in per request): never sent as
      // a file. /index.html is no page of the portal, so it gets the app's 404 like any other. The
      // service worker's build (worker/) is served only as /sw.js, with its own headers (service-worker.ts).
      // The build's list for the BFF's preloads (shell-preloads.json) is the BFF's alone.
      allowedPath: (pathName) =>
        !/^\/(index\.html|shell-preloads\.json)(\.(br|gz))?$/.test(pathName) &&
        !pathName.startsWith('/worker/') &&
        !pathName.startsWith(`/${SERVER_PAGES_DIR}/`),
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });

  // REMOTE_PRELOADS=false (a build that loads no remote for its pages): nothing is read or preloaded.
  const preloads: RemotePreloads =
    ctx.settings.remotePreloads === false
      ? { preloadsFor: () => [], freshManifest: () => Promise.resolve(undefined), lastRead: () => undefined }
      : createRemotePreloads();
  // The shell's federation runtime, preloaded on a remote's pages with the remote's files (not
  // with REMOTE_PRELOADS=false: such a build loads its pages without it), and the pop-up's
  // stylesheets, for a pop-up drawn into a page.
  const shellBuild = shellRuntimePreloads(ctx.settings.staticDir);
  const runtime = { scripts: ctx.settings.remotePreloads === false ? [] : shellBuild.scripts };
  if (shellBuild.problem && ctx.settings.remotePreloads !== false) app.log.warn(shellBuild.problem);
  // The pop-up's stylesheets go into the page it is drawn into, as the shell's own do.
  const popUpStyles = shellBuild.popUpStyles.map((href) => readShellStylesheet(ctx.settings.staticDir, href) ?? href);
  const popUpStyleHashes = popUpStyles.flatMap((sheet) => (typeof sheet === 'string' ? [] : [sheet.hash]));
  // The remotes' page stylesheets, read once each for the pages the BFF draws.
  const remoteStyles = createStylesheetReader();
  // Read every remote's manifest now, so the first pages after a start already carry preloads.
  for (const manifestUrl of Object.values(ctx.config.current().remotes)) preloads.preloadsFor(manifestUrl);

  // The shell's server build: the pages it renders arrive as HTML (SERVER_RENDER=false: none).
  let serverPages: ServerPages | undefined;
  if (ctx.settings.serverRender !== false) {
    const loaded = await loadServerPages(ctx.settings.staticDir);
    if ('problem' in loaded) app.log.warn(loaded.problem);
    else serverPages = loaded.pages;
  }
  // The remotes' pages, rendered from their server builds in workers without the BFF's secrets.
  const workers = ctx.settings.serverRenderWorkers ?? SERVER_RENDER_WORKERS;
  const renderer: RemoteRenderer | undefined =
    serverPages && workers > 0
      ? createRemoteRenderer({
          serverBuild: path.join(ctx.settings.staticDir, SERVER_PAGES_DIR, 'render-pages.js'),
          builds: createServerBuildCache(),
          workers,
          budgetMs: ctx.settings.serverRenderBudgetMs ?? SERVER_RENDER_BUDGET_MS,
          onProblem: (message) => app.log.warn(message),
        })
      : undefined;
  if (renderer) {
    // The builds in use, evaluated in every worker before their first page (renderer-warm-up.ts).
    const stopWarmUp = startRendererWarmUp({
      config: () => ctx.config.current(),
      liveCanary: (remote) => liveCanaryOf(ctx, remote) !== null,
      lastRead: (manifestUrl) => preloads.lastRead(manifestUrl),
      freshRead: (manifestUrl) => preloads.freshManifest(manifestUrl, WARM_UP_READ_WAIT_MS),
      warm: (builds) => renderer.warm(builds),
    });
    app.addHook('onClose', async () => {
      stopWarmUp();
      await renderer.close();
    });
  }

  // Marketing's content as data, for the pop-up drawn into a returning visitor's /login or a member's /.
  const popUpContent = createPopUpContentReader({ onProblem: (message) => app.log.warn(message) });
  const startSource = ctx.config.current().popUpSource;
  if (serverPages?.drawPopUp && startSource) void popUpContent.read(startSource);

  /**
   * A returning visitor's login pop-up or a member's dashboard one, drawn into the page's HTML
   * when it shows (shell/src/features/pop-ups/drawn-pop-up.tsx), with its cookies set: the visit
   * has had its pop-up, and the requirements §8.3 state is stored unseen. Undefined when it does
   * not show, or the BFF cannot tell: the page's scripts then decide as before.
   */
  const drawnPopUp = (
    slot: DrawnPopUpSlot,
    here: string,
    audience: PopUpAudience,
    config: RuntimeConfig,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (!serverPages?.drawPopUp || !config.popUpSource || shellBuild.popUpStyles.length === 0) return undefined;
    // From a link on another site the browser withholds the SameSite=Strict `pop_up` cookie: the
    // state is then the page's to read (its local preferences), not ours to guess.
    if (request.headers['sec-fetch-site'] === 'cross-site') return undefined;
    const now = new Date();
    try {
      const drawn = serverPages.drawPopUp({
        slot,
        audience,
        campaign: popUpContent.lastRead(config.popUpSource)?.popUps[slot],
        here,
        now,
        visit: parseVisit(request.cookies[VISIT_COOKIE], now),
        returning: Boolean(request.cookies[RETURNING_COOKIE]),
        stored: readPopUpCookie(request, 'pop_up', now.getTime()) ?? undefined,
        registrationEnabled: config.registrationEnabled,
      });
      if (!drawn) return undefined;
      setPopUpCookie(reply, ctx.settings, 'pop_up', drawn.data.stored);
      // The page's scripts read and write it too (shell/src/features/pop-ups/visit.ts): not httpOnly.
      reply.setCookie(VISIT_COOKIE, JSON.stringify(drawn.visit), {
        path: '/',
        sameSite: 'lax',
        secure: ctx.settings.secureCookies,
      });
      return drawn;
    } catch (error) {
      request.log.warn({ err: error, slot }, 'the pop-up could not be drawn; the browser decides');
      return undefined;
    }
  };

  /** The page itself for a signed-out /login; undefined for every other page (and when it cannot be rendered). */
  const serverPage = (
    pathname: string,
    search: string,
    signedIn: boolean,
    config: RuntimeConfig,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    // Under maintenance the browser's guard sends every page to /maintenance: /login is not drawn.
    if (pathname !== '/login' || signedIn || config.maintenanceEnabled) return undefined;
    // Read once whether or not it can be shown: a reload shows the plain form.
    const refusal = takeLoginRefusal(request, reply, ctx);
    if (ctx.settings.serverRender === false) return undefined;
    if (!serverPages) {
      ctx.serverRender.fellBack('login', 'unavailable');
      return undefined;
    }
    const started = performance.now();
    try {
      const html = serverPages.renderLoginPage({ config, search, refusal });
      ctx.serverRender.rendered('login', (performance.now() - started) / 1000);
      return {
        html,
        popUp: refusal ? undefined : drawnPopUp('login', `/login${search}`, 'signed-out', config, request, reply),
      };
    } catch (error) {
      // Never worse than the browser alone: the skeleton, and the page drawn by the scripts.
      ctx.serverRender.fellBack('login', 'error');
      request.log.warn({ err: error }, 'server render of /login failed; the browser draws it');
      return undefined;
    }
  };

  const sendIndex = async (status: number, pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    // This browser's remote list (a canary or a preview may give it another version of a remote):
    // the preloads, the page's config and its CSP all follow it.
    const page = visitorConfig(ctx, request, reply);
    const manifestUrl = ownerManifest(page.config, pathname);
    const hints = pageHints(manifestUrl, pathname, preloads, runtime.scripts);
    const owner = ownerOf(pathname);
    // A remote's page the renderer may draw (its server build decides, below and in the hints).
    const remoteOwner =
      renderer && owner && owner !== 'shell' && manifestUrl && !page.config.maintenanceEnabled
        ? { owner, manifestUrl }
        : undefined;
    // With EARLY_HINTS=true (settings.ts: only behind a front that forwards a 103), sent before the
    // session is read (it may wait on the provider), so the browser can start on the remote's
    // files meanwhile. Only to HTTP/1.1 and later (1.0 knows no 1xx), and only on a real socket
    // (Fastify's inject has no writeEarlyHints).
    const { httpVersionMajor: major, httpVersionMinor: minor } = request.raw;
    const canHint =
      ctx.settings.earlyHints === true &&
      (major > 1 || (major === 1 && minor >= 1)) &&
      typeof reply.raw.writeEarlyHints === 'function';
    if (hints.origin && canHint) {
      // A page the server will draw asks for its scripts once it is painted (scripts-after-paint.ts):
      // its hints name only the connections and the stylesheets its first paint needs. A script
      // hinted here would be fetched beside the page's HTML and pictures, on the member's line.
      const lastRead = remoteOwner && preloads.lastRead(remoteOwner.manifestUrl);
      const drawn =
        remoteOwner && lastRead ? serverBuildFromManifest(remoteOwner.manifestUrl, lastRead) !== null : false;
      // Nor a stylesheet the page will carry in it (the remote's page styles the BFF has read).
      reply.writeEarlyHints({
        link: hintsLinks(hints, drawn ? (file) => file.as === 'style' && !remoteStyles.get(file.url) : undefined),
      });
    }
    // The session and the owning remote's manifest are read side by side; the manifests go into
    // the page, so the runtime does not fetch them (one round trip of the member's line fewer).
    const [session, manifest] = await Promise.all([
      sessionOf(request, ctx, reply),
      manifestUrl ? preloads.freshManifest(manifestUrl, MANIFEST_WAIT_MS) : undefined,
    ]);
    // The chrome and the page's skeleton, painted before any script runs
    // (docs/decisions/0012-first-paint-and-no-layout-shift.md); React's first render replaces them
    // inside the root element.
    const chrome = firstPaintChrome({
      programme: page.config.programmeName,
      layout: expectedLayoutOf(pathname),
      signedIn: session?.authenticated === true,
    });
    const rendered = serverPage(
      pathname,
      request.url.slice(pathname.length).split('#')[0] ?? '',
      session?.authenticated === true,
      page.config,
      request,
      reply,
    );
    // A remote's page, rendered by its server build of the version this visitor is given.
    const build =
      !rendered && remoteOwner
        ? manifest
          ? (serverBuildFromManifest(remoteOwner.manifestUrl, manifest) ?? 'none')
          : 'none'
        : undefined;
    // The version the visitor is given, as its manifest's folder says (`live` when it says none).
    const version = (typeof build === 'object' ? versionInUrl(build.url) : versionInUrl(manifest ?? '')) ?? 'live';
    // No manifest read afresh within MANIFEST_WAIT_MS is no missing build: the remote's origin is
    // slow or down (the browser's runtime asks it again). Counted apart, so that an operator is not
    // sent after a server build that is there.
    if (build === 'none' && owner && owner !== 'shell') {
      ctx.serverRender.fellBack(owner, manifest ? 'unavailable' : 'no-manifest', version);
    }
    // A member's page streams as its data arrives: React's inline instructions carry this nonce, the
    // page's CSP allows it, and no other inline script. A visitor's page is rendered whole: no script.
    const nonce =
      typeof build === 'object' && session?.authenticated === true ? randomBytes(16).toString('base64') : undefined;
    const started = performance.now();
    const remotePage =
      typeof build === 'object' && renderer && owner && owner !== 'shell'
        ? renderer.render({
            owner,
            version,
            build,
            path: request.url.split('#')[0] ?? pathname,
            config: page.config,
            session,
            nonce,
            passThrough: async (apiPath, headers) => {
              const forwarded: Record<string, string> = {};
              for (const name of RENDER_REQUEST_HEADERS) if (headers[name]) forwarded[name] = headers[name];
              for (const name of VISITOR_HEADERS) {
                const value = request.headers[name];
                if (typeof value === 'string') forwarded[name] = value;
              }
              const answer = await app.inject({
                method: 'GET',
                url: apiPath,
                headers: forwarded,
                remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
              });
              return {
                status: answer.statusCode,
                headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
                body: answer.body,
              };
            },
          })
        : undefined;

    // A member's dashboard drawn by the server comes with its pop-up too, when it shows: decided
    // before the head goes (its picture is preloaded there, its cookies set with the headers).
    const memberPopUp =
      remotePage && pathname === '/' && session?.authenticated === true
        ? drawnPopUp('dashboard', '/', audienceOf(true, session.type), page.config, request, reply)
        : undefined;
    const drawnPopUpOf: DrawnPopUp | undefined = rendered?.popUp ?? memberPopUp;
    /** The drawn pop-up after the page's root, with the data the page's scripts take it over with. */
    const drawnPopUpHtml = drawnPopUpOf
      ? drawnPopUpOf.html + jsonScript(DRAWN_POP_UP_DATA_ID, JSON.stringify(drawnPopUpOf.data))
      : '';
    const manifests = inlineManifests(
      page.config,
      { url: manifestUrl, text: manifest },
      owner ? nextLikelyRemotes(owner, session?.authenticated === true)[0] : undefined,
      preloads,
    );
    // A page the server renders is drawn before any script runs: its stylesheets apply at once
    // (the chunk loader would insert them only once the scripts ran), in the page once the BFF has
    // read them (a round trip to the remote's origin fewer before the first paint), linked until
    // then; preloaded when the browser draws the page.
    const pageStyleHashes: string[] = [];
    const headHints = hintsHtml(
      hints,
      remotePage ? { sheet: (url) => remoteStyles.get(url), hashes: pageStyleHashes } : undefined,
    );
    // Replacers as functions: a `$` in the page or its JSON (J$ prices, `$&`) is text, not a pattern.
    const html = template
      .replace(
        CONFIG_MARKER,
        () =>
          `<style>${FIRST_PAINT_STYLE}</style>` +
          headHints +
          (drawnPopUpOf ? popUpHead(drawnPopUpOf.image, popUpStyles) : '') +
          jsonScript('portal-config', page.json) +
          jsonScript('portal-session', JSON.stringify(session)) +
          (manifests ? jsonScript(INLINE_MANIFEST_ID, `[${manifests}]`) : '') +
          // A page no remote owns (/login) has not started the federation runtime: its idle prefetch
          // downloads the runtime's scripts without running them (a remote's page preloads them).
          (!manifestUrl && runtime.scripts.length > 0
            ? jsonScript(RUNTIME_FILES_ID, JSON.stringify(runtime.scripts))
            : ''),
      )
      .replace(ROOT_ELEMENT, () => (page.preview ? previewBar(page.preview) : '') + ROOT_PLACEHOLDER);
    const [drawnHead = '', tail = ''] = html.split(ROOT_PLACEHOLDER);
    // A page the server draws (the signed-out /login, a remote's page) is usable as it is: its
    // scripts and script preloads are asked for once it is on screen
    // (first-paint/scripts-after-paint.ts). Decided with the head, before a remote's render is
    // known: a render that falls back is drawn by the scripts after the chrome's paint.
    const head = rendered || remotePage ? scriptsAfterPaint(drawnHead) : drawnHead;
    const skeleton =
      (rendered ? `<div id="root" data-server-page="login">${rendered.html}</div>` : `<div id="root">${chrome}</div>`) +
      drawnPopUpHtml;
    reply
      .status(status)
      // A member's page, with their figures in its HTML, is kept by nobody; a page every visitor
      // without cookies gets may be kept by a CDN, named by the version it was drawn with.
      .headers(
        pageCacheHeaders({
          signedIn: session.authenticated,
          personal: page.personal,
          status,
          hasCookies: Boolean(request.headers.cookie),
          owner: owner && owner !== 'shell' ? { name: owner, version } : undefined,
          sharedSeconds: ctx.settings.visitorPageSharedSeconds ?? VISITOR_PAGE_SHARED_SECONDS,
        }),
      )
      // The service worker deletes a member's offline copy on a signed-out page (docs/offline.md).
      .header(PAGE_SESSION_HEADER, session.authenticated ? 'member' : 'none')
      .header(
        'content-security-policy',
        contentSecurityPolicy(page.config, {
          production: ctx.settings.production,
          nonce,
          styleHashes: [...shellStyles.hashes, ...pageStyleHashes, ...(drawnPopUpOf ? popUpStyleHashes : [])],
        }),
      )
      .type('text/html; charset=utf-8');
    // Compressed here, not by @fastify/compress: its hook is on routes, and a page is the
    // not-found handler's answer (until 28 Nov every page went uncompressed: 32 kB for a visitor's
    // /login instead of 5.6). A streamed page is flushed chunk by chunk (response-encoding.ts).
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    if (!remotePage || !owner || owner === 'shell') {
      const whole = head + skeleton + tail;
      return reply.send(encoding ? encodeWhole(whole, encoding) : whole);
    }
    // The head goes at once (its preloads start the scripts); the page follows as it renders.
    const streamed = Readable.from(
      (async function* () {
        yield head;
        const outcome = await remotePage;
        if (!outcome.rendered) {
          const reason = fallbackLabel(outcome.reason);
          ctx.serverRender.fellBack(owner, reason, version);
          // What an operator acts on (a build that fails or is slow) is a warning; the rest is normal.
          const unexpected = reason === 'error' || reason === 'crashed' || reason === 'unavailable';
          request.log[unexpected ? 'warn' : 'debug'](
            { remote: owner, version, reason: outcome.reason },
            'the page was left to the browser: its server render fell back',
          );
          yield skeleton + tail;
          return;
        }
        ctx.serverRender.rendered(owner, (performance.now() - started) / 1000, version);
        yield `${SERVER_PAGE_MARKERS.start}<div id="root" data-server-page="remote">${outcome.shell}</div>`;
        for await (const chunk of outcome.rest) yield chunk;
        const data = await outcome.data;
        if (data) yield jsonScript(PAGE_DATA_ID, JSON.stringify(data));
        yield SERVER_PAGE_MARKERS.end + drawnPopUpHtml + tail;
      })(),
    );
    return reply.send(encoding ? encodeStream(streamed, encoding) : streamed);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPageRequest(request)) return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });
    // Unknown top-level paths still get the app (it shows the 404 page) but with a real 404 status.
    return sendIndex(ownerOf(pathname) ? 200 : 404, pathname, request, reply);
  });
};
