import { describe, expect, it } from 'vitest';
import { routeChunks } from './route-chunks.ts';

const APP = '/app';

describe("each page's chunks, from the build's stats", () => {
  it("collects, for each page, the chunks made for its routes' lazy imports (parents' included)", () => {
    const pages = [
      { path: '/', modules: ['/app/src/features/dashboard/routes/dashboard-page.tsx'] },
      { path: '/promo', modules: ['/app/src/features/dashboard/routes/dashboard-page.tsx'] },
      { path: '/account', modules: ['/app/src/features/account/routes/account-page.tsx'] },
      { path: '/register', modules: [] },
    ];
    const chunks = [
      {
        files: ['static/js/async/d.1.js', 'static/css/async/d.1.css'],
        origins: [{ moduleName: './src/routes.ts', request: './features/dashboard/routes/dashboard-page.tsx' }],
      },
      {
        // A chunk two pages share (a UI component split out), named by both imports.
        files: ['static/js/async/ui.2.js'],
        origins: [
          { moduleName: './src/routes.ts', request: './features/dashboard/routes/dashboard-page.tsx' },
          { moduleName: './src/routes.ts', request: './features/account/routes/account-page.tsx' },
        ],
      },
      {
        files: ['static/js/async/a.3.js'],
        origins: [{ moduleName: './src/routes.ts', request: './features/account/routes/account-page.tsx' }],
      },
      // A shared module's fallback and the entry: loaded by other means, never a page's.
      {
        files: ['static/js/async/react.4.js'],
        origins: [{ moduleName: 'consume shared module (default) react', request: 'react' }],
      },
      { files: ['remoteEntry.js'], origins: [{ request: 'mfe_account' }] },
    ];
    expect(routeChunks(pages, chunks, APP)).toEqual([
      { path: '/', js: ['static/js/async/d.1.js', 'static/js/async/ui.2.js'], css: ['static/css/async/d.1.css'] },
      { path: '/promo', js: ['static/js/async/d.1.js', 'static/js/async/ui.2.js'], css: ['static/css/async/d.1.css'] },
      { path: '/account', js: ['static/js/async/a.3.js', 'static/js/async/ui.2.js'], css: [] },
    ]);
  });
});
