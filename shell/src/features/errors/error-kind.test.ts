import { data } from '@portal/router/react-router';
import { describe, expect, it } from 'vitest';
import { errorKindOf, isChunkLoadError } from './error-kind.ts';

/** What a route error boundary receives when a loader or middleware throws `data(...)`. */
async function thrown(status: number): Promise<unknown> {
  const { createStaticHandler } = await import('react-router');
  const handler = createStaticHandler([
    {
      path: '/',
      loader: () => {
        throw data('x', { status });
      },
    },
  ]);
  const context = await handler.query(new Request('http://x/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return Object.values(context.errors ?? {})[0];
}

describe('error page choice (requirements §2.8)', () => {
  it("shows 'Page not found' for a 404 and the generic page for everything else", async () => {
    expect(errorKindOf(await thrown(404))).toBe('not-found');
    expect(errorKindOf(await thrown(500))).toBe('generic');
    expect(errorKindOf(await thrown(403))).toBe('generic');
    expect(errorKindOf(new Error('render failed'))).toBe('generic');
  });

  it('recognises chunk-load failures', () => {
    const chunk = new Error('Loading chunk 42 failed.\n(error: http://localhost:3002/static/js/async/42.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
