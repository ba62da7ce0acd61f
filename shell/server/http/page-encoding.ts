import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** An encoding the BFF sends a page in. */
export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for a page: compressed per request, so a middle one. The 32 kB of a visitor's
 * /login are 5.6 kB at 5 for 0.65 ms of CPU (6.1 kB at gzip 6, 0.48 ms; 50 kB of /rewards, 8.3 kB in
 * 1.2 ms); 11, the build's quality for static files, took 54 ms (28 Nov, this machine).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * The encoding a page is sent in for a request's `Accept-Encoding`: brotli, else gzip, else none
 * (undefined). A `q=0` refuses a coding, and `*` stands for any coding not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: PageEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** A whole page (a visitor's, rendered at once) in `encoding`. */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: brotliParams(html.length) })
    : gzipSync(html, { level: GZIP_LEVEL });
}

/**
 * A streamed page in `encoding`, flushed after every chunk: the head and the chrome reach the
 * browser as soon as they are written, not when the compressor's buffer fills (which could be
 * the end of the page). A flush costs a few bytes per chunk; a page has a handful of chunks.
 * An error of the source ends the encoded stream with that error.
 */
export function encodePageStream(source: Readable, encoding: PageEncoding): Readable {
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
