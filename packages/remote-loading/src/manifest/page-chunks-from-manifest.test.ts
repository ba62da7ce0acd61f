import { describe, expect, it } from 'vitest';
import { pageChunksFromManifest } from './page-chunks-from-manifest.ts';

const manifest = (publicPath: string, portalRouteChunks: unknown) => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
  portalRouteChunks,
});

describe("each page's chunks read from a remote manifest", () => {
  it('resolves them like the manifest’s other files, under the version folder the origin names', () => {
    expect(
      pageChunksFromManifest(
        'https://vouchers.example/mf-manifest.json',
        manifest('https://vouchers.example/v/abc/', [
          {
            path: '/vouchers/:voucherNumber',
            js: ['static/js/async/r.1.js', 'static/js/async/u.2.js'],
            css: ['static/css/async/r.1.css'],
          },
        ]),
      ),
    ).toEqual([
      {
        path: '/vouchers/:voucherNumber',
        urls: [
          'https://vouchers.example/v/abc/static/js/async/r.1.js',
          'https://vouchers.example/v/abc/static/js/async/u.2.js',
          'https://vouchers.example/v/abc/static/css/async/r.1.css',
        ],
      },
    ]);
    expect(
      pageChunksFromManifest(
        'https://cdn.example/v/9/mf-manifest.json',
        manifest('auto', [{ path: '/', js: ['a.js'] }]),
      ),
    ).toEqual([{ path: '/', urls: ['https://cdn.example/v/9/a.js'] }]);
  });

  it('leaves out files off the manifest’s origin and anything unreadable; none without the data', () => {
    const url = 'https://vouchers.example/mf-manifest.json';
    expect(
      pageChunksFromManifest(
        url,
        manifest('auto', [
          { path: '/vouchers', js: ['https://evil.example/x.js'] },
          { path: 'vouchers', js: ['a.js'] },
          { path: '/vouchers/redeemed', js: 'a.js' },
          { path: '/vouchers/:n', js: [42, 'ok.js'], css: ['x.js', 7, 'ok.css'] },
          null,
        ]),
      ),
    ).toEqual([{ path: '/vouchers/:n', urls: ['https://vouchers.example/ok.js', 'https://vouchers.example/ok.css'] }]);
    expect(pageChunksFromManifest(url, manifest('auto', undefined))).toEqual([]);
    expect(pageChunksFromManifest(url, null)).toEqual([]);
  });
});
