import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.ts';

// The head the shell's production build writes (shell/dist/index.html), config filled in.
const HEAD =
  '<head><title>Island Rewards</title><script id="portal-config" type="application/json">{}</script>' +
  '<script async fetchpriority="high" src="/static/js/hold-forms.9eb1c330bd.js"></script>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<script defer src="/static/js/lib-react.a7d910f002.js"></script><script defer src="/static/js/lib-router.e8ee6ca0e5.js"></script>' +
  '<script defer src="/static/js/index.b821d4bc95.js"></script><link href="/static/css/index.b0fe9b746d.css" rel="stylesheet"></head>';

describe('scriptsAfterPaint', () => {
  it('lists the deferred scripts, in order, in a JSON block where the first stood, for the first script to add after the paint', () => {
    const head = scriptsAfterPaint(HEAD);
    expect(head).not.toContain('<script defer');
    const list = /<script id="portal-after-paint-scripts" type="application\/json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      scripts: [
        '/static/js/lib-react.a7d910f002.js',
        '/static/js/lib-router.e8ee6ca0e5.js',
        '/static/js/index.b821d4bc95.js',
      ],
      preloads: [],
    });
    // Nothing fetches them before: no preload either.
    expect(head).not.toContain('rel="preload"');
  });

  it('leaves everything else as it was: the first script, the other JSON blocks, the stylesheet', () => {
    const head = scriptsAfterPaint(HEAD);
    expect(head).toContain('<script async fetchpriority="high" src="/static/js/hold-forms.9eb1c330bd.js"></script>');
    expect(head.replace(/<script id="portal-after-paint-scripts"[^>]*>.*?<\/script>/, '')).toBe(
      HEAD.replace(/<script defer[^>]*><\/script>/g, ''),
    );
  });

  it("lists a remote's page's script preloads too, in order, and keeps its stylesheets and connections", () => {
    const hints =
      '<link rel="preconnect" href="http://localhost:3002"><link rel="preconnect" href="http://localhost:3002" crossorigin>' +
      '<link rel="preload" as="script" href="http://localhost:3002/v/1/remoteEntry.js?a=1&amp;b=2">' +
      '<link rel="stylesheet" href="http://localhost:3002/v/1/static/css/async/k.css" data-server-page-style>' +
      '<link rel="preload" as="script" href="/static/js/async/federation-runtime.7d6b23f9d1.js">';
    const head = scriptsAfterPaint(HEAD.replace('<title>', `${hints}<title>`));
    const list = /<script id="portal-after-paint-scripts" type="application\/json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(list ?? 'null').preloads).toEqual([
      'http://localhost:3002/v/1/remoteEntry.js?a=1&b=2',
      '/static/js/async/federation-runtime.7d6b23f9d1.js',
    ]);
    expect(head).not.toContain('as="script"');
    expect(head).toContain(
      '<link rel="stylesheet" href="http://localhost:3002/v/1/static/css/async/k.css" data-server-page-style>',
    );
    expect(head).toContain('<link rel="preconnect" href="http://localhost:3002" crossorigin>');
  });

  it('leaves a head without deferred scripts alone', () => {
    expect(scriptsAfterPaint('<head><title>x</title></head>')).toBe('<head><title>x</title></head>');
  });
});
