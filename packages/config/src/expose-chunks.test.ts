import { describe, expect, it } from 'vitest';
import { completeExposeAssets, type ManifestExpose } from './expose-chunks.ts';

describe("an expose's sync assets, completed from its chunk group", () => {
  it('lists every file the entry loads before the module runs, stylesheets apart, and drops them from async', () => {
    const exposes: ManifestExpose[] = [
      {
        name: 'routes',
        assets: {
          js: { sync: ['static/js/async/__federation_expose_routes.1.js'], async: ['static/js/async/u.2.js', 'p.js'] },
          css: { sync: [], async: ['p.css'] },
        },
      },
    ];
    completeExposeAssets(exposes, {
      __federation_expose_routes: {
        assets: [
          { name: 'static/js/async/u.2.js' },
          { name: 'static/js/async/3.3.js' },
          { name: 'static/css/async/3.3.css' },
          { name: 'static/js/async/__federation_expose_routes.1.js' },
        ],
      },
    });
    expect(exposes[0]?.assets).toEqual({
      js: {
        sync: ['static/js/async/u.2.js', 'static/js/async/3.3.js', 'static/js/async/__federation_expose_routes.1.js'],
        async: ['p.js'],
      },
      css: { sync: ['static/css/async/3.3.css'], async: ['p.css'] },
    });
  });

  it('leaves an expose alone when the stats have no group for it', () => {
    const exposes: ManifestExpose[] = [{ name: 'pop-up', assets: { js: { sync: ['a.js'], async: [] } } }];
    completeExposeAssets(exposes, { __federation_expose_routes: { assets: [{ name: 'b.js' }] } });
    expect(exposes[0]?.assets).toEqual({ js: { sync: ['a.js'], async: [] } });
  });
});
