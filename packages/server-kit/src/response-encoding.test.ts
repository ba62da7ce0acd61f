import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, encodeStream, encodeWhole, type ResponseEncoding } from './response-encoding.ts';

describe('acceptedEncoding', () => {
  it("prefers brotli, then gzip, as the browser's Accept-Encoding allows", () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });

  it('sends the page as it is when no coding we have is accepted', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=nonsense']) {
      expect(acceptedEncoding(header)).toBeUndefined();
    }
  });
});

const PAGE = `<!doctype html><html lang="en-JM"><body>${'<p>Island Rewards — J$1,200 </p>'.repeat(400)}</body></html>`;
const decodeWhole = (bytes: Buffer, encoding: ResponseEncoding) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');

describe('encodeWhole', () => {
  it.each(['br', 'gzip'] as const)('a whole page in %s comes back unchanged, a fraction of its size', (encoding) => {
    const encoded = encodeWhole(PAGE, encoding);
    expect(decodeWhole(encoded, encoding)).toBe(PAGE);
    expect(encoded.length).toBeLessThan(PAGE.length / 5);
  });
});

describe('encodeStream', () => {
  it.each(['br', 'gzip'] as const)(
    'in %s, each chunk can be read by the browser before the next one is written',
    async (encoding) => {
      // The source holds its second chunk until the test has read the first one decoded: a
      // compressor that waited for more input would never let the first through.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const source = Readable.from(
        (async function* () {
          yield '<!doctype html><head><title>Island Rewards</title></head>';
          await held;
          yield '<body><h1>Your points</h1></body>';
        })(),
      );
      const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
      encodeStream(source, encoding).pipe(decoder);
      let text = '';
      const seen = (wanted: string) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!text.includes(wanted)) return;
            decoder.off('data', read);
            resolve();
          };
          const read = (chunk: Buffer) => {
            text += chunk.toString('utf8');
            check();
          };
          decoder.on('data', read);
          check();
        });
      await seen('</head>');
      expect(text).not.toContain('<body>');
      release();
      await seen('</body>');
      expect(text).toBe('<!doctype html><head><title>Island Rewards</title></head><body><h1>Your points</h1></body>');
    },
  );

  it("ends the encoded page with the source's error", async () => {
    const source = Readable.from(
      (async function* () {
        yield '<!doctype html>';
        throw new Error('the render failed');
      })(),
    );
    const encoded = encodeStream(source, 'br');
    await expect(
      (async () => {
        for await (const _ of encoded) {
          // read until the error
        }
      })(),
    ).rejects.toThrow('the render failed');
  });
});
