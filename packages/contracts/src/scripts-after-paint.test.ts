import { describe, expect, it } from 'vitest';
import { HELD_SCRIPTS_ID, releaseHeldScripts, takeHeld } from './scripts-after-paint.ts';

const HEAD =
  '<head><link rel="preload" as="script" href="http://a.test/v/0123456789ab/remoteEntry.js"><link rel="preload" as="style" href="http://a.test/p.css"><script async src="/static/js/hold-forms.0.js"></script><script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script></head>';

describe('scripts after the first paint', () => {
  it('takes out the deferred scripts in their order and the script preloads, and nothing else', () => {
    const scripts = takeHeld(HEAD, 'scripts');
    expect(scripts.addresses).toEqual(['/static/js/lib-react.1.js', '/static/js/index.2.js']);
    const preloads = takeHeld(scripts.html, 'preloads');
    expect(preloads.addresses).toEqual(['http://a.test/v/0123456789ab/remoteEntry.js']);
    expect(preloads.html).toBe(
      '<head><link rel="preload" as="style" href="http://a.test/p.css"><script async src="/static/js/hold-forms.0.js"></script></head>',
    );
  });

  it('gives the scripts back as deferred scripts in place of the block, and leaves a page without one alone', () => {
    const block = `<script id="${HELD_SCRIPTS_ID}" type="application/json">{"scripts":["/static/js/lib-react.1.js","/static/js/index.2.js"],"preloads":["http://a.test/x.js"]}</script>`;
    expect(releaseHeldScripts(`<head>${block}<script async src="/e.js"></script></head>`)).toBe(
      '<head><script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script><script async src="/e.js"></script></head>',
    );
    expect(releaseHeldScripts(HEAD)).toBe(HEAD);
  });

  it('writes nothing but addresses back: a bad block gives no script', () => {
    const page = (json: string) =>
      releaseHeldScripts(`<head><script id="${HELD_SCRIPTS_ID}" type="application/json">${json}</script></head>`);
    expect(page('not json')).toBe('<head></head>');
    expect(page('{"scripts":["/a.js\\" onload=\\"x","/b.js",3]}')).toBe(
      '<head><script defer src="/b.js"></script></head>',
    );
  });
});
