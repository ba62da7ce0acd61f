import { describe, expect, it } from 'vitest';
import { fallbackLabel } from './server-pages.ts';

describe("a server render's fallback, as a metrics label", () => {
  it('keeps every reason the renderer gives, and counts any other as an error', () => {
    for (const reason of ['slow', 'crashed', 'member', 'signed-out', 'loader-error', 'no-manifest'] as const) {
      expect(fallbackLabel(reason)).toBe(reason);
    }
    // A member whose account could not be read (their address over its ceiling) is no fault of the
    // build: not counted, nor logged as a warning, as an error (29 Nov: 98 dashboards were).
    expect(fallbackLabel('error: TypeError: x is not a function')).toBe('error');
    expect(fallbackLabel('anything else')).toBe('error');
  });
});
