import { request } from 'node:http';

/** One GET's timings (ms from the request) and its body. */
export interface TimedResponse {
  status: number;
  /** When the first byte of the body arrived (a streamed page's head). */
  firstByte: number;
  /** When the last byte arrived (the whole page, every streamed part). */
  whole: number;
  body: string;
}

/**
 * One GET over plain HTTP, timed by the bench's own clock. `localAddress` sends it from another
 * loopback address (127.0.0.2, …): the BFF then sees a different client, as it does a different
 * member's phone — its per-address limits and queue shares apply to each apart.
 */
export function timedGet(url: string, headers: Record<string, string>, localAddress?: string): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = 0;
    const chunks: Buffer[] = [];
    const sent = request(url, { headers, ...(localAddress ? { localAddress, family: 4 } : {}) }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (!firstByte) firstByte = performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          firstByte,
          whole: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
