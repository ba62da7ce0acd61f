import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_LOADER,
  HELD_SCRIPTS_ID,
  holdScriptsUntilPainted,
  releaseHeldScripts,
} from './scripts-after-paint.ts';

const head =
  '<head><link rel="preconnect" href="http://r.example"><link rel="preload" as="script" href="http://r.example/v/0123456789ab/remoteEntry.js">' +
  '<link rel="stylesheet" href="http://r.example/v/0123456789ab/static/css/p.css" data-page-style>' +
  '<script id="portal-config" type="application/json">{"a":"</script"}</script>' +
  '<script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script>' +
  '<link href="/static/css/index.css" rel="stylesheet"></head><body>';

describe('holdScriptsUntilPainted', () => {
  it('lists the deferred scripts (in order) and the script preloads in one block, the loader after it, where the first script was', () => {
    const held = holdScriptsUntilPainted(head);
    expect(held).not.toContain('<script defer src="/static/js/');
    expect(held).not.toContain('rel="preload" as="script"');
    // Stylesheets, preconnects and the JSON blocks stay where they were.
    expect(held).toContain('<link rel="preconnect" href="http://r.example">');
    expect(held).toContain('data-page-style>');
    expect(held).toContain(
      `<script id="${HELD_SCRIPTS_ID}" type="application/json">{"scripts":["/static/js/lib-react.1.js","/static/js/index.2.js"],"preloads":["http://r.example/v/0123456789ab/remoteEntry.js"]}</script><script defer src="${AFTER_PAINT_LOADER}"></script><link href="/static/css/index.css" rel="stylesheet">`,
    );
    expect(held.indexOf('portal-config')).toBeLessThan(held.indexOf(HELD_SCRIPTS_ID));
  });

  it('leaves a head without deferred scripts as it is', () => {
    const bare = '<head><link rel="preload" as="script" href="/x.js"></head>';
    expect(holdScriptsUntilPainted(bare)).toBe(bare);
  });

  it('escapes < in the block, so no URL can close it', () => {
    const held = holdScriptsUntilPainted('<script defer src="/a.js?</script>"></script>');
    expect(held).toContain('"/a.js?\\u003c/script>"');
  });
});

describe('releaseHeldScripts', () => {
  it('puts the held scripts back as plain deferred scripts, in order, without the loader or the preloads', () => {
    const released = releaseHeldScripts(holdScriptsUntilPainted(head));
    expect(released).toContain(
      '<script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script><link href="/static/css/index.css"',
    );
    expect(released).not.toContain(AFTER_PAINT_LOADER);
    expect(released).not.toContain(HELD_SCRIPTS_ID);
  });

  it('leaves a page without held scripts as it is', () => {
    expect(releaseHeldScripts(head)).toBe(head);
  });
});
