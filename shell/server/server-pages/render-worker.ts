// A renderer worker (docs/security.md, "The renderer"): renders remotes' pages with the shell's
// server build, one page at a time. It is started with an empty environment and is never handed a
// cookie, a token or a key: the loaders' requests leave through `fetch` below as messages, and the
// BFF answers them through its own pass-through with the visitor's cookies, which stay with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import { compileFunction } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerPageData } from '../../src/features/server-page/page-data.ts';
import type { RemotePageRequest, RemotePageSink } from '../../src/server-pages/render-remote-page.tsx';
import type { FromRenderer, ToRenderer } from './renderer-messages.ts';

/** The origin the loaders' requests are addressed to inside a worker; it reaches nothing but the BFF. */
const RENDER_ORIGIN = 'http://bff.render.invalid';
/** Remote server builds kept evaluated, newest last: 4 remotes × a current and a candidate version. */
const KEPT_BUILDS = 8;

interface ShellServerBuild {
  LENT_MODULES: Readonly<Record<string, unknown>>;
  renderRemotePage(request: RemotePageRequest, sink: RemotePageSink): Promise<() => void>;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread only.');
const { serverBuild } = workerData as { serverBuild: string };
const build = (await import(pathToFileURL(serverBuild).href)) as ShellServerBuild;
(
  build.LENT_MODULES['@portal/api-client/http'] as { configureApiClient(o: { baseUrl: string }): void }
).configureApiClient({
  baseUrl: RENDER_ORIGIN,
});

const send = (message: FromRenderer): void => port.postMessage(message);
const renders = new AsyncLocalStorage<number>();
const calls = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();
let nextCall = 0;

// The only way out of the worker for a page's data: a message to the BFF, which sends the request
// through its allow-listed pass-through for the page being rendered, or refuses it.
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  const render = renders.getStore();
  const url = new URL(request.url);
  if (render === undefined || url.origin !== RENDER_ORIGIN) {
    throw new TypeError(`A renderer sends requests to the BFF only, for the page it renders (${url.origin}).`);
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const call = ++nextCall;
  const answer = new Promise<Response>((resolve, reject) => calls.set(call, { resolve, reject }));
  send({ type: 'fetch', render, call, method: request.method, path: url.pathname + url.search, headers });
  return answer;
};

const evaluated = new Map<string, unknown[]>();

/** Evaluates a remote's server build (its digest already checked by the BFF) with the lent modules only. */
function routesOf(sha256: string, code: string, filename: string): unknown[] {
  const kept = evaluated.get(sha256);
  if (kept) {
    // Newest again: the versions in use stay, the ones switched away from go first.
    evaluated.delete(sha256);
    evaluated.set(sha256, kept);
    return kept;
  }
  const module = { exports: {} as { routes?: unknown } };
  const lend = (request: string): unknown => {
    if (Object.hasOwn(build.LENT_MODULES, request)) return build.LENT_MODULES[request];
    throw new Error(`${request} is not lent to a remote's server build.`);
  };
  compileFunction(code, ['module', 'exports', 'require'], { filename })(module, module.exports, lend);
  const routes = module.exports.routes;
  if (!Array.isArray(routes)) throw new Error(`${filename} exports no route table (routes).`);
  evaluated.set(sha256, routes);
  // Memory stays bounded: the version least recently used goes when a ninth arrives.
  if (evaluated.size > KEPT_BUILDS) evaluated.delete(evaluated.keys().next().value as string);
  return routes;
}

const aborts = new Map<number, () => void>();

async function render(message: Extract<ToRenderer, { type: 'render' }>): Promise<void> {
  const { render: id } = message;
  const sink: RemotePageSink = {
    shell: (html) => send({ type: 'shell', render: id, html }),
    chunk: (html) => send({ type: 'chunk', render: id, html }),
    done: (data: ServerPageData) => {
      aborts.delete(id);
      send({ type: 'done', render: id, data });
    },
    problem: (text) => send({ type: 'problem', text }),
    fellBack: (reason) => {
      aborts.delete(id);
      send({ type: 'fell-back', render: id, reason });
    },
  };
  try {
    const routes = routesOf(message.sha256, message.code, message.url);
    const abort = await renders.run(id, () =>
      build.renderRemotePage(
        {
          routes: routes as RemotePageRequest['routes'],
          owner: message.owner,
          version: message.version,
          path: message.path,
          config: message.config,
          session: message.session,
          nonce: message.nonce,
          wholeWithinMs: message.wholeWithinMs,
        },
        sink,
      ),
    );
    aborts.set(id, abort);
  } catch (error) {
    sink.fellBack(`error: ${String(error)}`.slice(0, 300));
  }
}

/** Evaluates builds ahead of their first page, so that page does not wait for it. */
function warm(message: Extract<ToRenderer, { type: 'warm' }>): void {
  for (const { sha256, code, url } of message.builds) {
    try {
      routesOf(sha256, code, url);
    } catch (error) {
      send({ type: 'problem', text: `${url} could not be evaluated: ${String(error)}`.slice(0, 300) });
    }
  }
  send({ type: 'warmed', warm: message.warm });
}

port.on('message', (message: ToRenderer) => {
  if (message.type === 'render') void render(message);
  else if (message.type === 'warm') warm(message);
  else if (message.type === 'abort') aborts.get(message.render)?.();
  else if (message.type === 'fetched') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (!call) return;
    if (message.status === 0) call.reject(new TypeError(message.body));
    else {
      const empty = message.status === 204 || message.status === 304 || message.body === '';
      call.resolve(new Response(empty ? null : message.body, { status: message.status, headers: message.headers }));
    }
  }
});
send({ type: 'ready' });
