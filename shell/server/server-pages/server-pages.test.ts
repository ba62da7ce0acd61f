import { describe, expect, it } from 'vitest';
import { fallbackLabel } from './server-pages.ts';

describe("a server render's fallback, as a metrics label", () => {
  it('keeps every reason the renderer gives, and counts any other as an error', () => {
    // `member` among them: a member whose account could not be read (their address over its
    // ceiling) is no fault of the build, so not counted, nor logged as a warning, as an error
    // (29 Nov: 98 dashboards were).
    for (const reason of ['slow', 'crashed', 'member', 'signed-out', 'loader-error', 'no-manifest'] as const) {
      expect(fallbackLabel(reason)).toBe(reason);
    }
    // What the renderer says of a render that threw, and any reason it does not know.
    expect(fallbackLabel('error: TypeError: x is not a function')).toBe('error');
    expect(fallbackLabel('anything else')).toBe('error');
  });
});
