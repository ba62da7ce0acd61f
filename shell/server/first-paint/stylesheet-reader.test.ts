import { describe, expect, it, vi } from 'vitest';
import { createStylesheetReader } from './stylesheet-reader.ts';

/** A remote origin's stylesheets: the answers by URL, the reads counted. */
function origin(answers: Record<string, () => Response>) {
  const reads: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    reads.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof fetch;
  return { reads, fetchImpl };
}

/**
 * Lets what the reader does with an answer run: the fake origin answers at once, so each step of a
 * read that fails before its body (a 404) is a promise callback, all done before the next turn.
 */
const settled = () => new Promise(setImmediate);

describe("the remotes' page stylesheets, read for the pages", () => {
  it('links a sheet on the first page, reads it once, and gives it to the pages after', async () => {
    const { reads, fetchImpl } = origin({ 'https://r.test/v/1/a.css': () => new Response('.a{}') });
    const reader = createStylesheetReader({ fetchImpl });
    expect(reader.get('https://r.test/v/1/a.css')).toBeUndefined();
    // A second page while the read is under way starts none of its own.
    expect(reader.get('https://r.test/v/1/a.css')).toBeUndefined();
    await vi.waitFor(() => expect(reader.get('https://r.test/v/1/a.css')?.css).toBe('.a{}'));
    expect(reads).toEqual(['https://r.test/v/1/a.css']);
  });

  it('keeps linking a sheet that cannot go into a page, without reading it again', async () => {
    let consumed = false;
    const { reads, fetchImpl } = origin({
      'https://r.test/b.css': () => {
        const response = new Response('.b{background:url(b.png)}');
        const text = response.text.bind(response);
        response.text = () => text().finally(() => (consumed = true));
        return response;
      },
    });
    let clock = 0;
    const reader = createStylesheetReader({ fetchImpl, now: () => clock });
    reader.get('https://r.test/b.css');
    // Read to its end, and judged: not a failure to try again after RETRY_AFTER_MS, nor a sheet.
    await vi.waitFor(() => expect(consumed).toBe(true));
    await settled();
    clock += 60_000;
    expect(reader.get('https://r.test/b.css')).toBeUndefined();
    expect(reads).toHaveLength(1);
  });

  it('does not read a sheet too large for a page', async () => {
    let read = false;
    let cancelled = false;
    // Nothing is pulled from it until someone reads it (no queue to fill ahead).
    const body = new ReadableStream(
      {
        pull(controller) {
          read = true;
          controller.enqueue(new TextEncoder().encode('.g{}'));
          controller.close();
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const { reads, fetchImpl } = origin({
      'https://r.test/g.css': () => new Response(body, { headers: { 'content-length': '40000' } }),
    });
    let clock = 0;
    const reader = createStylesheetReader({ fetchImpl, now: () => clock });
    reader.get('https://r.test/g.css');
    await vi.waitFor(() => expect(cancelled).toBe(true));
    await settled();
    clock += 60_000;
    expect(reader.get('https://r.test/g.css')).toBeUndefined();
    expect(read).toBe(false);
    expect(reads).toHaveLength(1);
  });

  it('tries a failed read again after 30 s, and links the sheet meanwhile', async () => {
    let now = 0;
    let answer = () => new Response('gone', { status: 404 });
    const { reads, fetchImpl } = origin({ 'https://r.test/c.css': () => answer() });
    const reader = createStylesheetReader({ fetchImpl, now: () => now });
    reader.get('https://r.test/c.css');
    await settled();
    now = 29_999;
    expect(reader.get('https://r.test/c.css')).toBeUndefined();
    expect(reads).toHaveLength(1);
    answer = () => new Response('.c{}');
    now = 30_000;
    expect(reader.get('https://r.test/c.css')).toBeUndefined();
    await vi.waitFor(() => expect(reader.get('https://r.test/c.css')?.css).toBe('.c{}'));
    expect(reads).toHaveLength(2);
  });

  it('keeps the sheets used last, up to its bound', async () => {
    const answers = Object.fromEntries(
      ['d', 'e', 'f'].map((name) => [`https://r.test/${name}.css`, () => new Response(`.${name}{}`)]),
    );
    const { reads, fetchImpl } = origin(answers);
    const reader = createStylesheetReader({ fetchImpl, maxSheets: 2 });
    reader.get('https://r.test/d.css');
    await vi.waitFor(() => expect(reader.get('https://r.test/d.css')?.css).toBe('.d{}'));
    reader.get('https://r.test/e.css');
    await vi.waitFor(() => expect(reader.get('https://r.test/e.css')?.css).toBe('.e{}'));
    // d used again: e is now the oldest, and goes when f comes.
    expect(reader.get('https://r.test/d.css')?.css).toBe('.d{}');
    reader.get('https://r.test/f.css');
    await vi.waitFor(() => expect(reader.get('https://r.test/f.css')?.css).toBe('.f{}'));
    expect(reader.get('https://r.test/d.css')?.css).toBe('.d{}');
    expect(reader.get('https://r.test/e.css')).toBeUndefined();
    expect(reads).toEqual([
      'https://r.test/d.css',
      'https://r.test/e.css',
      'https://r.test/f.css',
      'https://r.test/e.css',
    ]);
  });
});
