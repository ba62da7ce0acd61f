import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** A content coding our servers send: brotli or gzip. */
export type ResponseEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for what is compressed per request (a page, a remote's manifest): a middle one.
 * The 32 kB of a visitor's /login are 5.6 kB at 5 for 0.65 ms of CPU (6.1 kB at gzip 6, 0.48 ms;
 * the 50 kB of /rewards, 8.3 kB in 1.2 ms); 11, the build's quality for static files, took 54 ms
 * (28 Nov, this machine).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Whether a request's `Accept-Encoding` accepts `coding`: named with a weight above 0, or not named
 * and `*` accepted. (A bare substring test took `br;q=0`, a refusal, for a yes.)
 */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: ResponseEncoding): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name === coding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** The encoding an answer is sent in: brotli, else gzip, else none (undefined). */
export function acceptedEncoding(acceptEncoding: string | undefined): ResponseEncoding | undefined {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/** A whole answer (a visitor's page, rendered at once; a manifest) in `encoding`. */
export function encodeWhole(text: string, encoding: ResponseEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: brotliParams(text.length) })
    : gzipSync(text, { level: GZIP_LEVEL });
}

/**
 * A streamed page in `encoding`, flushed after every chunk: the head and the chrome reach the
 * browser as soon as they are written, not when the compressor's buffer fills (which could be
 * the end of the page). The flushes cost 2 %: a member's dashboard (70.8 kB, streamed in 12
 * chunks) is 13.76 kB so, 13.48 kB compressed whole (28 Nov). An error of the source ends the
 * encoded stream with that error.
 */
export function encodeStream(source: Readable, encoding: ResponseEncoding): Readable {
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: brotliParams() })
      : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
  // The pipeline destroys the encoder with the source's error; the reply then ends the response.
  pipeline(source, encoder, () => undefined);
  return encoder;
}

function brotliParams(size?: number): Record<number, number> {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
  };
}
