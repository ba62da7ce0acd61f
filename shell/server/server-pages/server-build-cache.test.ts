import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServerBuildCache } from './server-build-cache.ts';

const CODE = 'module.exports.routes = [];';
const DIGEST = createHash('sha256').update(CODE).digest('base64');

describe("the BFF's copies of the remotes' server builds", () => {
  it('keeps a build whose bytes have the digest its manifest pins, fetched once', async () => {
    let fetches = 0;
    const cache = createServerBuildCache(async () => {
      fetches += 1;
      return new TextEncoder().encode(CODE);
    });
    const build = { url: 'http://rewards.test/v/0123456789ab/server/routes.js', sha256: DIGEST };
    expect(await cache.load(build)).toBe(CODE);
    expect(await cache.load(build)).toBe(CODE);
    expect(fetches).toBe(1);
  });

  it('refuses bytes with another digest, and does not ask again at once', async () => {
    let fetches = 0;
    const cache = createServerBuildCache(async () => {
      fetches += 1;
      return new TextEncoder().encode(`${CODE} // changed on the way`);
    });
    const build = { url: 'http://rewards.test/v/0123456789ab/server/routes.js', sha256: DIGEST };
    await expect(cache.load(build)).rejects.toThrow(/its manifest pins: refused/);
    await expect(cache.load(build)).rejects.toThrow(/its manifest pins: refused/);
    expect(fetches).toBe(1);
  });
});
