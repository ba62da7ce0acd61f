import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { closeIdleConnectionsWhileDraining, drainOptions } from '@portal/server-kit/drain-options';
import { loggingOptions } from '@portal/server-kit/log-options';
import { acceptedEncoding, acceptsEncoding, encodeWhole } from '@portal/server-kit/response-encoding';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DeployStore } from './deploy-store.ts';

export interface OriginOptions {
  store: DeployStore;
  /** The origins allowed to fetch manifests and chunks cross-origin: the shell's (one per environment). */
  shellOrigins: readonly string[];
  /** This server's own public origin, written into manifests as their publicPath. */
  publicOrigin: string;
  logLevel?: string;
}

const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
const SAFE_PATH = /^[A-Za-z0-9._\-/]+$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * The static origin of one remote. Manifest and remoteEntry.js revalidate on every load; chunks
 * are immutable. The manifest served at the root points into the current version's folder, so
 * switching versions is one pointer change and chunks of older versions stay served for members
 * who are mid-session.
 */
export function buildOriginServer(options: OriginOptions): FastifyInstance {
  const { store } = options;
  // Draining: a request on an open connection while the origin stops still gets its CORS header
  // (see drain-options.ts), so the shell sees an unavailable remote, not a CORS error.
  const app = Fastify({ ...loggingOptions(options.logLevel ?? 'info'), ...drainOptions });
  closeIdleConnectionsWhileDraining(app);

  app.addHook('onSend', async (request, reply, payload) => {
    // CORS for the shell's origin only; every other origin gets no Access-Control-Allow-Origin.
    // Every file and manifest may also go in brotli or gzip: a cache keeps each apart.
    reply.header('vary', 'Origin, Accept-Encoding');
    const origin = request.headers.origin;
    if (origin && options.shellOrigins.includes(origin)) reply.header('access-control-allow-origin', origin);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });

  app.options('/*', async (request, reply) => {
    if (request.headers.origin && options.shellOrigins.includes(request.headers.origin)) {
      reply.header('access-control-allow-methods', 'GET, HEAD');
      reply.header('access-control-max-age', '600');
    }
    return reply.status(204).send();
  });

  /**
   * Every file under `/v/<id>/` is immutable: a version's id is the hash of its whole folder
   * (deploy-store.ts), so its `remoteEntry.js` never changes either, and a browser that prefetched
   * it (/login's idle prefetch) runs it without asking again. Only the unversioned entry files
   * name the live version, and are revalidated on every load.
   */
  const cacheControlFor = (file: string, versioned: boolean): string =>
    !versioned && ENTRY_FILES.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable';

  /** Sends a file of a version, preferring a precompressed copy the browser accepts. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    versionDir: string,
    relative: string,
    versioned: boolean,
  ) {
    const file = path.join(versionDir, relative);
    if (!file.startsWith(versionDir + path.sep)) return reply.status(404).send();
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!acceptsEncoding(request.headers['accept-encoding'], encoding)) continue;
      const exists = await stat(file + suffix).then(
        (s) => s.isFile(),
        () => false,
      );
      if (exists) {
        return reply
          .header('content-encoding', encoding)
          .header('cache-control', cacheControlFor(file, versioned))
          .type(type)
          .send(createReadStream(file + suffix));
      }
    }
    const exists = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) return reply.status(404).send();
    return reply.header('cache-control', cacheControlFor(file, versioned)).type(type).send(createReadStream(file));
  }

  const versionDir = (id: string): string => path.join(store.root, 'versions', id);

  /**
   * A version's manifest with its publicPath on that version's immutable folder. Its ETag is the
   * version: a revalidation (the BFF's preload cache, a browser) costs a 304 until the remote is
   * switched.
   */
  const sendManifest = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const etag = `"${id}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).header('cache-control', 'no-cache').send();
    const manifest = JSON.parse(await readFile(path.join(versionDir(id), 'mf-manifest.json'), 'utf8')) as {
      metaData: { publicPath: string };
    };
    manifest.metaData.publicPath = `${options.publicOrigin}/v/${id}/`;
    reply.header('cache-control', 'no-cache').type(CONTENT_TYPES['.json']!);
    // Written per request (its publicPath is this origin's), so compressed here: 4–5 kB of JSON,
    // about 1 kB in brotli, on the way of a first visit to a remote's page that did not carry it.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const text = JSON.stringify(manifest);
    return encoding ? reply.header('content-encoding', encoding).send(encodeWhole(text, encoding)) : reply.send(text);
  };

  // The current manifest, pointing the runtime at the current version's immutable folder.
  app.get('/mf-manifest.json', async (request, reply) => {
    const id = await store.current();
    if (!id) return reply.status(503).header('cache-control', 'no-store').send({ message: 'No version is published.' });
    return sendManifest(request, reply, id);
  });

  // One published version's manifest, whatever is current: what a canary or a preview loads.
  app.get<{ Params: { id: string } }>('/v/:id/mf-manifest.json', async (request, reply) => {
    if (!(await store.versions()).includes(request.params.id)) return reply.status(404).send();
    return sendManifest(request, reply, request.params.id);
  });

  // Files of one version; an id that is not published is a 404.
  app.get<{ Params: { id: string; '*': string } }>('/v/:id/*', async (request, reply) => {
    const { id } = request.params;
    const relative = request.params['*'];
    if (!(await store.versions()).includes(id) || !SAFE_PATH.test(relative) || relative.includes('..')) {
      return reply.status(404).send();
    }
    return sendFile(request, reply, versionDir(id), relative, true);
  });

  // Unversioned paths (remoteEntry.js loaded without the manifest): the current version first,
  // then older ones, so a chunk asked for by an older remoteEntry is still found.
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const relative = request.params['*'];
    if (!SAFE_PATH.test(relative) || relative.includes('..')) return reply.status(404).send();
    const current = await store.current();
    const candidates = [current, ...(await store.versions()).filter((id) => id !== current)].filter(
      (id): id is string => Boolean(id),
    );
    for (const id of ENTRY_FILES.has(relative) ? candidates.slice(0, 1) : candidates) {
      const exists = await stat(path.join(versionDir(id), relative)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (exists) return sendFile(request, reply, versionDir(id), relative, false);
    }
    return reply.status(404).send();
  });

  app.get('/health', async () => ({ status: 'ok', version: await store.current() }));
  return app;
}
