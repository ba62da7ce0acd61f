import { describe, expect, it } from 'vitest';
import { routesGroupFiles } from './routes-group.ts';

describe('routesGroupFiles', () => {
  const groups = {
    __federation_expose_routes: {
      assets: [
        { name: 'static/js/async/u.1.js' },
        { name: 'static/js/async/__federation_expose_routes.2.js' },
        { name: 'static/css/async/s.3.css' },
        { name: 'static/js/async/u.1.js.map' },
        { name: 'static/js/async/3.4.js' },
      ],
    },
    __federation_expose_other: { assets: [{ name: 'static/js/async/other.js' }] },
  };

  it("names the expose's group files beyond its own chunk, scripts and stylesheets, each once", () => {
    expect(routesGroupFiles(groups, ['static/js/async/__federation_expose_routes.2.js'])).toEqual([
      'static/css/async/s.3.css',
      'static/js/async/3.4.js',
      'static/js/async/u.1.js',
    ]);
  });

  it('names nothing when the build has no such group', () => {
    expect(routesGroupFiles({}, [])).toEqual([]);
    expect(routesGroupFiles(groups, [], './missing')).toEqual([]);
  });
});
