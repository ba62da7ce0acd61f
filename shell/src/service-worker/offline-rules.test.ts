import type { Voucher } from '@portal/contracts/provider/vouchers';
import { describe, expect, it } from 'vitest';
import type { OfflineCopy } from '../features/offline/offline-copy.ts';
import {
  COPY_MAX_AGE_MS,
  isCopyUsable,
  mediaOfCopy,
  pageForOffline,
  remoteFilesOf,
  requestKindOf,
  searchFromCopy,
  summaryOf,
  voucherFromCopy,
} from './offline-rules.ts';

const ORIGIN = 'http://portal.test';
const VOUCHERS = 'http://vouchers.test';

const voucher = (voucherNumber: string, expiresAt: string): Voucher => ({
  id: Number(voucherNumber.slice(-3)),
  voucherNumber,
  status: 'issued',
  kind: 'reward',
  rewardId: 1,
  rewardName: 'Patty and coco bread',
  valueJmd: 650,
  pointsCost: 500,
  issuedAt: '2026-11-01T15:00:00.000Z',
  expiresAt,
  usedAt: null,
  terms: '',
  imageUrl: '/media/rewards/patty.webp',
});

const sampleCopy = (overrides: Partial<OfflineCopy> = {}): OfflineCopy => ({
  member: { accountNumber: '1000200030004', tier: 'Gold', programmeName: 'Island Rewards', points: 6_956 },
  vouchers: [
    voucher('418273645501', '2026-12-01T00:00:00.000Z'),
    voucher('418273645519', '2026-12-05T00:00:00.000Z'),
    voucher('418273645527', '2026-12-09T00:00:00.000Z'),
  ],
  releaseConfig: { validityDays: 30, usableAfterMinutes: 0, expiringSoonDays: 7 },
  vouchersManifest: `${VOUCHERS}/mf-manifest.json`,
  savedAt: '2026-11-24T12:00:00.000Z',
  ...overrides,
});

const kindOf = (url: string, navigation = false) =>
  requestKindOf(new URL(url, ORIGIN), { origin: ORIGIN, navigation, vouchersOrigin: VOUCHERS });

describe('what the worker keeps and answers', () => {
  it('answers the voucher calls of the Active list and a voucher, and keeps the code of the pages that show them', () => {
    expect(kindOf('/vouchers/418273645501', true)).toBe('page');
    expect(kindOf('/api/v1/vouchers/search?shouldPage=true&page=0&size=12&status=issued')).toBe('vouchers-search');
    expect(kindOf('/api/v1/vouchers/418273645501')).toBe('voucher');
    expect(kindOf('/api/v1/vouchers/release-default-config')).toBe('release-config');
    expect(kindOf('/api/v1/offers')).toBe('offers');
    expect(kindOf('/static/js/index.0123456789.js')).toBe('shell-code');
    expect(kindOf('/media/rewards/patty.webp')).toBe('media');
    expect(kindOf(`${VOUCHERS}/v/0123456789ab/remoteEntry.js`)).toBe('remote-code');
    expect(kindOf('/__offline/copy')).toBe('copy');
  });

  it('never touches tokens, the session, transactions, the account or other remotes', () => {
    for (const url of [
      '/bff/token',
      '/bff/session',
      '/api/v1/account/transactions?size=20',
      '/api/v1/account/spoonity-user-info',
      '/api/v1/account/points',
      '/api/v1/vouchers',
      '/api/v1/offers/portmore-spend/activation',
      '/config.json',
      '/sw.js',
      'http://rewards.test/mf-manifest.json',
    ]) {
      expect(kindOf(url), url).toBe('pass');
    }
    // A navigation to another origin is not the portal's page.
    expect(kindOf(`${VOUCHERS}/`, true)).toBe('pass');
  });

  it('serves a copy only for 30 days after it was saved (the refresh token’s lifetime), and never one from the future', () => {
    const saved = Date.parse('2026-11-24T12:00:00.000Z');
    expect(isCopyUsable(null, saved)).toBe(false);
    expect(isCopyUsable(sampleCopy(), saved + 1000)).toBe(true);
    expect(isCopyUsable(sampleCopy(), saved + COPY_MAX_AGE_MS - 1)).toBe(true);
    expect(isCopyUsable(sampleCopy(), saved + COPY_MAX_AGE_MS)).toBe(false);
    expect(isCopyUsable(sampleCopy(), saved - 60_000)).toBe(false);
    expect(isCopyUsable(sampleCopy({ savedAt: 'yesterday' }), saved)).toBe(false);
  });

  it('tells a page the card’s fields, the balance, the saved-on time and which vouchers it holds — nothing more', () => {
    expect(summaryOf(sampleCopy())).toEqual({
      accountNumber: '1000200030004',
      tier: 'Gold',
      programmeName: 'Island Rewards',
      points: 6_956,
      savedAt: '2026-11-24T12:00:00.000Z',
      voucherNumbers: ['418273645501', '418273645519', '418273645527'],
    });
  });

  it('answers the Active search in the provider’s page shape, paged, and no other search', () => {
    const search = (query: string) => searchFromCopy(sampleCopy(), new URL(`/api/v1/vouchers/search?${query}`, ORIGIN));
    const first = search('shouldPage=true&page=0&size=2&status=issued&sort=expiresAt,asc');
    expect(first?.content.map((item) => item.voucherNumber)).toEqual(['418273645501', '418273645519']);
    expect(first?.page).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(search('page=1&size=2&status=issued')?.content.map((item) => item.voucherNumber)).toEqual(['418273645527']);
    expect(search('page=0&size=12&status=expired')).toBeNull();
    expect(search('page=0&size=12&status=issued&status=expired')).toBeNull();
    expect(search('page=0&size=12')).toBeNull();
  });

  it('keeps the reward pictures of the vouchers and the activated offers the portal serves, nothing from elsewhere', () => {
    const offer = (image: string) => ({
      id: 'portmore-spend',
      title: 'Portmore spend offer',
      image,
      rule: { bonus: { kind: 'fixed', points: 150 }, on: { kind: 'store', store: 'Portmore Pines' } } as const,
      startsAt: '2026-11-20T05:00:00.000Z',
      endsAt: '2026-12-18T05:00:00.000Z',
      capPerMember: 450,
      activatedAt: '2026-11-24T12:00:00.000Z',
      earnedPoints: 0,
      firstStep: null,
    });
    const copy = sampleCopy({
      vouchers: [voucher('418273645501', '2026-12-01T00:00:00.000Z')],
      offers: [offer('/media/rewards/grocery-voucher-1000.svg'), offer('https://cdn.example.com/offer.png')],
    });
    expect(mediaOfCopy(copy, ORIGIN)).toEqual([
      `${ORIGIN}/media/rewards/patty.webp`,
      `${ORIGIN}/media/rewards/grocery-voucher-1000.svg`,
    ]);
    // A copy kept before offers were.
    expect(mediaOfCopy(sampleCopy({ vouchers: [] }), ORIGIN)).toEqual([]);
  });

  it('answers a voucher the copy holds, and nothing for any other number', () => {
    const copy = sampleCopy();
    expect(voucherFromCopy(copy, new URL('/api/v1/vouchers/418273645519', ORIGIN))?.voucherNumber).toBe('418273645519');
    expect(voucherFromCopy(copy, new URL('/api/v1/vouchers/999999999999', ORIGIN))).toBeNull();
  });

  it('keeps a page without its remote hints or manifest, marked as started offline, with its config and session', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><link rel="preconnect" href="http://a.test"><link rel="preconnect" href="http://a.test" crossorigin><link rel="preload" as="script" href="http://a.test/v/0123456789ab/remoteEntry.js"><script id="portal-config" type="application/json">{}</script><script id="portal-session" type="application/json">{"authenticated":true}</script><script id="portal-manifest" type="application/json">[{"url":"http://a.test/mf-manifest.json","manifest":{"name":"\\u003cx"}}]</script><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>';
    const kept = pageForOffline(html);
    expect(kept).not.toMatch(/preconnect|preload|portal-manifest/);
    expect(kept).toContain('<head><meta name="portal-started-offline" content="">');
    expect(kept).toContain('<script id="portal-session" type="application/json">{"authenticated":true}</script>');
    expect(kept).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('keeps a page the server rendered as an empty root: the drawing, its stylesheets and its data go', () => {
    const html =
      '<!doctype html><html><head><link rel="stylesheet" href="/static/css/index.css"><link rel="stylesheet" href="http://a.test/v/0123456789ab/static/css/page.css" data-page-style></head><body>' +
      '<!--server-page--><div id="root" data-server-page="remote"><img src="/media/rewards/other.svg"></div><div hidden id="S:0"></div><script nonce="n">$RC("B:0","S:0")</script><script id="portal-page-data" type="application/json">{}</script><!--/server-page-->' +
      '<script id="portal-session" type="application/json">{"authenticated":true}</script></body></html>';
    const kept = pageForOffline(html);
    expect(kept).toContain('<body><div id="root"></div><script id="portal-session"');
    expect(kept).toContain('<link rel="stylesheet" href="/static/css/index.css">');
    expect(kept).not.toMatch(/page\.css|other\.svg|\$RC|portal-page-data|server-page/);
  });

  it('keeps the shell’s stylesheet in the page and lets the drawn page’s go', () => {
    const html =
      '<!doctype html><html><head><style data-href="/static/css/index.css">.a{color:red}</style><style data-href="http://a.test/v/0123456789ab/static/css/page.css" data-page-style>.b>.c{content:"<"}</style></head><body>' +
      '<!--server-page--><div id="root" data-server-page="remote"></div><!--/server-page--></body></html>';
    const kept = pageForOffline(html);
    expect(kept).toContain('<style data-href="/static/css/index.css">.a{color:red}</style>');
    expect(kept).not.toMatch(/page\.css|\.b>/);
  });

  it('gives a drawn page its scripts back as deferred scripts, in their order, without their preloads', () => {
    const block = JSON.stringify({
      scripts: ['/static/js/lib-react.1.js', '/static/js/index.2.js'],
      preloads: ['http://a.test/v/0123456789ab/remoteEntry.js'],
    });
    const html = `<!doctype html><html><head><script async fetchpriority="high" src="/static/js/hold-forms.3.js"></script><script id="portal-after-paint-scripts" type="application/json">${block}</script></head><body><div id="root"></div></body></html>`;
    const kept = pageForOffline(html);
    expect(kept).toContain(
      '<script async fetchpriority="high" src="/static/js/hold-forms.3.js"></script><script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script></head>',
    );
    expect(kept).not.toMatch(/portal-after-paint-scripts|remoteEntry/);
  });

  it("reads the files of a remote's routes, and of its own shared modules, under its current version", () => {
    const manifest = {
      metaData: { publicPath: `${VOUCHERS}/v/0123456789ab/`, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          assets: {
            js: { sync: ['static/js/async/routes.js'], async: ['static/js/async/page.js', '../escape.js'] },
            css: { sync: [], async: ['static/css/async/page.css'] },
          },
        },
      ],
      // A library the routes load is listed under the shared module whose copy also uses it.
      shared: [{ assets: { js: { sync: ['static/js/async/valibot.js', 'static/js/async/routes.js'], async: [] } } }],
    };
    expect(remoteFilesOf(manifest)).toEqual([
      `${VOUCHERS}/v/0123456789ab/remoteEntry.js`,
      `${VOUCHERS}/v/0123456789ab/static/js/async/routes.js`,
      `${VOUCHERS}/v/0123456789ab/static/js/async/page.js`,
      `${VOUCHERS}/v/0123456789ab/static/css/async/page.css`,
      `${VOUCHERS}/v/0123456789ab/static/js/async/valibot.js`,
    ]);
    expect(remoteFilesOf({ metaData: { publicPath: 'auto' } })).toEqual([]);
  });
});
