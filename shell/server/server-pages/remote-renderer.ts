import { Worker } from 'node:worker_threads';
import type { BffSession } from '@portal/contracts/bff';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { ServerBuild } from '@portal/remote-loading/manifest/server-build-from-manifest';
import type { ServerPageData } from '../../src/features/server-page/page-data.ts';
import type { FromRenderer, ToRenderer, WarmBuild } from './renderer-messages.ts';
import type { ServerBuildCache } from './server-build-cache.ts';
import { WHOLE_PAGE_WAIT_MS } from './server-pages.ts';

/** How long a worker told to stop a page may take to let go of it before it is replaced. */
const ABORT_GRACE_MS = 2_000;
/** Only reads leave a render, and only to the provider's pass-through. */
const PASS_THROUGH_PREFIX = '/api/';

/** A loader's request, answered by the BFF for the visitor whose page is rendered. */
export interface PassedThrough {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One page to render. */
export interface RenderJob {
  owner: RemoteName;
  version: string;
  build: ServerBuild;
  path: string;
  config: RuntimeConfig;
  session: BffSession;
  nonce: string | undefined;
  /** Sends a loader's read through the BFF's pass-through with the visitor's cookies (shell-assets.ts). */
  passThrough(path: string, headers: Record<string, string>): Promise<PassedThrough>;
}

/** A page the renderer drew: its first HTML now, the rest as it streams, its data at the end. */
export interface RenderedPage {
  rendered: true;
  shell: string;
  rest: AsyncIterable<string>;
  data: Promise<ServerPageData | null>;
}
/** Why the browser draws the page (counted per remote and version by the caller). */
export interface FellBack {
  rendered: false;
  reason: string;
}

interface Running {
  job: RenderJob;
  settle(outcome: RenderedPage | FellBack): void;
  settled: boolean;
  /**
   * Why the page must be the browser's after all, found while its loaders ran: a pass-through
   * answered 401 or 403 (`signed-out`: the session needs a refresh), or a loader tried to write
   * (`writes`: a link that verifies an e-mail acts once, and only the browser may act).
   */
  leaveToBrowser: 'signed-out' | 'writes' | null;
  push(html: string | null): void;
  finish(data: ServerPageData | null): void;
  /** What a rendered page hands on after its shell. */
  outputs: Pick<RenderedPage, 'rest' | 'data'>;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** The render this worker is busy with. */
  render: number | null;
  /** The `warm` messages this worker has not yet answered, by id. */
  warming: Map<number, () => void>;
}

/** Builds kept to warm a worker started later (one replacing a worker that died): as the workers keep. */
const WARM_KEPT = 8;
/** How long a worker may take to evaluate the builds it is warmed with, by default. */
const WARM_TIMEOUT_MS = 5_000;

/** A queue of HTML chunks read as an async iterable: what the worker streams after the shell. */
function chunkChannel() {
  const waiting: ((value: IteratorResult<string>) => void)[] = [];
  const queued: (string | null)[] = [];
  return {
    push(html: string | null) {
      const next = waiting.shift();
      if (next) next(html === null ? { done: true, value: undefined } : { done: false, value: html });
      else queued.push(html);
    },
    iterable: {
      [Symbol.asyncIterator]: () => ({
        next: (): Promise<IteratorResult<string>> => {
          if (queued.length > 0) {
            const html = queued.shift() as string | null;
            return Promise.resolve(html === null ? { done: true, value: undefined } : { done: false, value: html });
          }
          return new Promise((resolve) => waiting.push(resolve));
        },
      }),
    } satisfies AsyncIterable<string>,
  };
}

/**
 * The pool of renderer workers (render-worker.ts): each holds the shell's server build and renders
 * one page at a time, in a worker started with an empty environment. A page waits for a free
 * worker within its budget; a page not ready within the budget — queued, slow, throwing, its
 * server build missing or refused — falls back to the browser, and is never an error.
 */
export function createRemoteRenderer(options: {
  /** The shell's server build (dist/server/render-pages.js). */
  serverBuild: string;
  builds: ServerBuildCache;
  workers: number;
  budgetMs: number;
  /** How long a worker may take to evaluate the builds it is warmed with (default 5 s). */
  warmTimeoutMs?: number;
  onProblem(message: string): void;
}) {
  const warmTimeoutMs = options.warmTimeoutMs ?? WARM_TIMEOUT_MS;
  const running = new Map<number, Running>();
  const queue: { id: number; run(slot: Slot): void }[] = [];
  let nextRender = 0;
  let closed = false;
  /** The builds last warmed, by digest, newest last. */
  const warmed = new Map<string, WarmBuild>();
  let nextWarm = 0;

  /**
   * Has one worker evaluate `builds`; settles when it has, or has died. A worker still evaluating
   * after `warmTimeoutMs` (a build that loops as it loads) is replaced, and those builds are
   * forgotten: the replacement does not evaluate them, and their first page meets the budget.
   */
  const warmSlot = async (slot: Slot, builds: WarmBuild[]): Promise<void> => {
    await slot.ready;
    const id = ++nextWarm;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        if (!slot.warming.has(id)) return;
        for (const build of builds) warmed.delete(build.sha256);
        options.onProblem(
          `A renderer worker still evaluating ${builds.map((build) => build.url).join(', ')} after ${warmTimeoutMs} ms: replaced`,
        );
        void slot.worker.terminate();
      }, warmTimeoutMs);
      timer.unref();
      slot.warming.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    slot.worker.postMessage({ type: 'warm', warm: id, builds } satisfies ToRenderer);
    return done;
  };

  const spawn = (): Slot => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      // No cookie, token, key or provider credential can reach the remotes' code: not even the
      // BFF's own environment (docs/security.md, "The renderer").
      env: {},
      workerData: { serverBuild: options.serverBuild },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let ready!: () => void;
    const slot: Slot = {
      worker,
      ready: new Promise((resolve) => (ready = resolve)),
      render: null,
      warming: new Map(),
    };
    // A worker started after a warm-up (in place of one that died) evaluates what the others hold.
    if (warmed.size > 0) void warmSlot(slot, [...warmed.values()]);
    worker.on('message', (message: FromRenderer) => {
      if (message.type === 'ready') {
        ready();
        return;
      }
      if (message.type === 'warmed') {
        slot.warming.get(message.warm)?.();
        slot.warming.delete(message.warm);
        return;
      }
      if (message.type === 'problem') {
        options.onProblem(message.text);
        return;
      }
      if (message.type === 'fetch') {
        answerFetch(slot, message);
        return;
      }
      const current = running.get(message.render);
      if (!current) return;
      if (message.type === 'shell') {
        if (current.leaveToBrowser) {
          current.settle({ rendered: false, reason: current.leaveToBrowser });
          slot.worker.postMessage({ type: 'abort', render: message.render } satisfies ToRenderer);
        } else current.settle({ rendered: true, shell: message.html, ...current.outputs });
      } else if (message.type === 'chunk') current.push(message.html);
      else if (message.type === 'done') release(slot, message.render, message.data);
      else if (message.type === 'fell-back') {
        current.settle({ rendered: false, reason: message.reason });
        release(slot, message.render, null);
      }
    });
    worker.on('error', (error) => options.onProblem(`A renderer worker failed: ${String(error)}`));
    worker.on('exit', () => {
      for (const done of slot.warming.values()) done();
      slot.warming.clear();
      const index = slots.indexOf(slot);
      if (slot.render !== null) {
        running.get(slot.render)?.settle({ rendered: false, reason: 'crashed' });
        release(slot, slot.render, null);
      }
      if (index >= 0 && !closed) {
        slots[index] = spawn();
        next(slots[index] as Slot);
      }
    });
    return slot;
  };

  const answerFetch = (slot: Slot, message: Extract<FromRenderer, { type: 'fetch' }>): void => {
    const reply = (answer: PassedThrough) =>
      slot.worker.postMessage({ type: 'fetched', call: message.call, ...answer } satisfies ToRenderer);
    const current = running.get(message.render);
    if (!current || slot.render !== message.render) {
      reply({ status: 0, headers: {}, body: 'No such render.' });
      return;
    }
    if (message.method !== 'GET' || !message.path.startsWith(PASS_THROUGH_PREFIX)) {
      // Never sent: the page is left to the browser, whose loader sends it (once) as it always has.
      if (message.method !== 'GET' && message.method !== 'HEAD') current.leaveToBrowser = 'writes';
      reply({ status: 0, headers: {}, body: `${message.method} ${message.path} is not allowed from a render.` });
      return;
    }
    current.job.passThrough(message.path, message.headers).then(
      (answer) => {
        if (answer.status === 401 || answer.status === 403) current.leaveToBrowser ??= 'signed-out';
        reply(answer);
      },
      (error: unknown) => reply({ status: 0, headers: {}, body: String(error) }),
    );
  };

  const release = (slot: Slot, render: number, data: ServerPageData | null): void => {
    const current = running.get(render);
    running.delete(render);
    current?.push(null);
    current?.finish(data);
    if (slot.render === render) slot.render = null;
    next(slot);
  };

  const next = (slot: Slot): void => {
    if (slot.render !== null || closed) return;
    const waiting = queue.shift();
    if (waiting) {
      slot.render = waiting.id;
      waiting.run(slot);
    }
  };

  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers) }, spawn);

  return {
    /** Renders one page, or says why the browser should. Never rejects. */
    async render(job: RenderJob): Promise<RenderedPage | FellBack> {
      const id = ++nextRender;
      const started = Date.now();
      let code: string;
      try {
        code = await options.builds.load(job.build);
      } catch (error) {
        options.onProblem(`${job.owner} ${job.version}: ${String((error as Error).message)}`);
        return { rendered: false, reason: 'unavailable' };
      }
      return new Promise((resolve) => {
        const channel = chunkChannel();
        let finish!: (data: ServerPageData | null) => void;
        const data = new Promise<ServerPageData | null>((resolveData) => (finish = resolveData));
        const current: Running = {
          job,
          settled: false,
          leaveToBrowser: null,
          outputs: { rest: channel.iterable, data },
          settle(outcome) {
            if (current.settled) return;
            current.settled = true;
            clearTimeout(timer);
            resolve(outcome);
          },
          push: channel.push,
          finish,
        };
        running.set(id, current);
        let slotUsed: Slot | undefined;
        const timer = setTimeout(
          () => {
            current.settle({ rendered: false, reason: 'slow' });
            const index = queue.findIndex((entry) => entry.id === id);
            if (index >= 0) {
              queue.splice(index, 1);
              running.delete(id);
              finish(null);
              return;
            }
            if (!slotUsed) return;
            const slot = slotUsed;
            slot.worker.postMessage({ type: 'abort', render: id } satisfies ToRenderer);
            // A worker that does not let go of the page (a loop in a remote's code) is replaced.
            setTimeout(() => {
              if (slot.render === id) void slot.worker.terminate();
            }, ABORT_GRACE_MS).unref();
          },
          Math.max(0, options.budgetMs - (Date.now() - started)),
        );
        queue.push({
          id,
          run(slot) {
            slotUsed = slot;
            void slot.ready.then(() =>
              slot.worker.postMessage({
                type: 'render',
                render: id,
                owner: job.owner,
                version: job.version,
                code,
                sha256: job.build.sha256,
                url: job.build.url,
                path: job.path,
                config: job.config,
                session: job.session,
                nonce: job.nonce,
                // The wait counts from the request: a page that queued for a worker waits less.
                wholeWithinMs: Math.max(0, WHOLE_PAGE_WAIT_MS - (Date.now() - started)),
              } satisfies ToRenderer),
            );
          },
        });
        for (const slot of slots) next(slot);
      });
    },
    /**
     * Loads the server builds named (digests checked) and has every worker evaluate them now, so
     * the first page of a version after a start or a switch does not wait for that (the info
     * remote's took 137 ms to load and 89 ms to evaluate on a busy host: past the budget, that
     * page went to the browser). A build that cannot be had is reported and left for its first
     * page to try again. Settles when every worker has evaluated them, with the digests loaded.
     */
    async warm(builds: ServerBuild[]): Promise<string[]> {
      const loaded: WarmBuild[] = [];
      for (const build of builds) {
        try {
          loaded.push({ code: await options.builds.load(build), sha256: build.sha256, url: build.url });
        } catch (error) {
          options.onProblem(`Warming ${build.url}: ${String((error as Error).message)}`);
        }
      }
      if (loaded.length === 0 || closed) return [];
      for (const build of loaded) {
        warmed.delete(build.sha256);
        warmed.set(build.sha256, build);
      }
      while (warmed.size > WARM_KEPT) warmed.delete(warmed.keys().next().value as string);
      await Promise.all(slots.map((slot) => warmSlot(slot, loaded)));
      return loaded.map((build) => build.sha256);
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export type RemoteRenderer = ReturnType<typeof createRemoteRenderer>;
