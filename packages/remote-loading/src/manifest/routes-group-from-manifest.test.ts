import { describe, expect, it } from 'vitest';
import { routesGroupFromManifest } from './routes-group-from-manifest.ts';

const URL_ = 'https://rewards.example/mf-manifest.json';

describe('routesGroupFromManifest', () => {
  it("resolves the group's scripts and stylesheets against the manifest's publicPath", () => {
    const manifest = {
      metaData: { publicPath: 'https://rewards.example/v/abc/' },
      portalRoutesGroup: ['static/js/async/u.1.js', 'static/css/async/s.2.css'],
    };
    expect(routesGroupFromManifest(URL_, manifest)).toEqual([
      'https://rewards.example/v/abc/static/js/async/u.1.js',
      'https://rewards.example/v/abc/static/css/async/s.2.css',
    ]);
  });

  it('keeps only files on the manifest’s origin, and only names it can read', () => {
    const manifest = {
      metaData: { publicPath: 'auto' },
      portalRoutesGroup: ['https://elsewhere.example/x.js', 42, 'static/js/u.js', 'static/readme.txt'],
    };
    expect(routesGroupFromManifest(URL_, manifest)).toEqual(['https://rewards.example/static/js/u.js']);
  });

  it('gives none for an older build or something unreadable', () => {
    expect(routesGroupFromManifest(URL_, { metaData: {} })).toEqual([]);
    expect(routesGroupFromManifest(URL_, { portalRoutesGroup: 'u.js' })).toEqual([]);
    expect(routesGroupFromManifest(URL_, null)).toEqual([]);
  });
});
