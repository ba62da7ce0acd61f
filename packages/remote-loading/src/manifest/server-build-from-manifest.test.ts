import { describe, expect, it } from 'vitest';
import { SERVER_BUILD_KEY, serverBuildFromManifest } from './server-build-from-manifest.ts';

const DIGEST = 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';
const MANIFEST_URL = 'https://rewards.example.jm/mf-manifest.json';
const manifest = (entry: unknown, publicPath = 'https://rewards.example.jm/v/0123456789ab/') =>
  JSON.stringify({ metaData: { publicPath }, [SERVER_BUILD_KEY]: entry });

describe("a remote version's server build, as its manifest names it", () => {
  it("resolves the file in the version's folder, with its digest", () => {
    expect(serverBuildFromManifest(MANIFEST_URL, manifest({ file: 'server/routes.js', sha256: DIGEST }))).toEqual({
      url: 'https://rewards.example.jm/v/0123456789ab/server/routes.js',
      sha256: DIGEST,
    });
  });

  it('refuses a file on another origin, a malformed digest, or no entry at all', () => {
    expect(
      serverBuildFromManifest(MANIFEST_URL, manifest({ file: 'https://evil.example/routes.js', sha256: DIGEST })),
    ).toBeNull();
    expect(
      serverBuildFromManifest(
        MANIFEST_URL,
        manifest({ file: 'server/routes.js', sha256: DIGEST }, 'https://cdn.example/v/1/'),
      ),
    ).toBeNull();
    expect(serverBuildFromManifest(MANIFEST_URL, manifest({ file: 'server/routes.js', sha256: 'abc' }))).toBeNull();
    expect(serverBuildFromManifest(MANIFEST_URL, manifest(undefined))).toBeNull();
    expect(serverBuildFromManifest(MANIFEST_URL, '{not json')).toBeNull();
  });
});
