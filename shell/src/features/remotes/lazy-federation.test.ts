import { readFileSync } from 'node:fs';
import { FEDERATION_RUNTIME_GROUP } from '@portal/remote-loading/build/shell-preloads';
import { describe, expect, it } from 'vitest';

describe('the lazy federation runtime', () => {
  it("is the chunk group the build lists for the BFF's preloads", () => {
    // A magic comment cannot name a constant: a renamed chunk would silently preload nothing.
    const source = readFileSync(new URL('./lazy-federation.ts', import.meta.url), 'utf8');
    expect(source).toContain(`import(/* webpackChunkName: "${FEDERATION_RUNTIME_GROUP}" */ './federation-runtime.ts')`);
  });
});
