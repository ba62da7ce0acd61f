import { describe, expect, it } from 'vitest';
import { preloadsFromManifest } from './preloads-from-manifest.ts';

const manifest = (publicPath: string, extra: Partial<{ exposes: unknown[] }> = {}) => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: { js: { sync: ['static/js/async/__federation_expose_routes.1a2b.js'], async: ['x.js'] } },
    },
  ],
  ...extra,
});

describe('the preloads read from a remote manifest', () => {
  it('are remoteEntry.js and the ./routes expose chunks, under the version folder the origin names', () => {
    expect(
      preloadsFromManifest('https://rewards.example/mf-manifest.json', manifest('https://rewards.example/v/abc/')),
    ).toEqual([
      'https://rewards.example/v/abc/remoteEntry.js',
      'https://rewards.example/v/abc/static/js/async/__federation_expose_routes.1a2b.js',
    ]);
  });

  it('resolve a publicPath of auto against the manifest’s own folder, as the runtime does', () => {
    expect(preloadsFromManifest('https://cdn.example/rewards/v/9/mf-manifest.json', manifest('auto'))?.[0]).toBe(
      'https://cdn.example/rewards/v/9/remoteEntry.js',
    );
  });

  it('leave out anything off the manifest’s origin (the page’s CSP would refuse it)', () => {
    expect(preloadsFromManifest('https://rewards.example/mf-manifest.json', manifest('https://evil.example/'))).toEqual(
      [],
    );
  });

  it('are null for something that is not a manifest, and only the entry without a routes expose', () => {
    expect(preloadsFromManifest('https://r.example/mf-manifest.json', { hello: 'world' })).toBeNull();
    expect(preloadsFromManifest('https://r.example/mf-manifest.json', null)).toBeNull();
    expect(preloadsFromManifest('https://r.example/mf-manifest.json', manifest('auto', { exposes: [] }))).toEqual([
      'https://r.example/remoteEntry.js',
    ]);
  });
});
