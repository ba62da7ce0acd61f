import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineShellStylesheets } from './inline-shell-stylesheets.ts';
import { INLINE_STYLESHEET_MAX_BYTES, inlineStylesheet, styleElement } from './inline-stylesheet.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a stylesheet in the page', () => {
  it('goes in as the HTML parser will read it, with the hash of that text', () => {
    const sheet = inlineStylesheet('https://r.test/v/1/a.css', '.a{color:red}\r\n.b{color:blue}\r.c{}');
    expect(sheet).toEqual({
      href: 'https://r.test/v/1/a.css',
      css: '.a{color:red}\n.b{color:blue}\n.c{}',
      hash: hashOf('.a{color:red}\n.b{color:blue}\n.c{}'),
    });
    expect(styleElement(sheet as NonNullable<typeof sheet>, 'data-page-style')).toBe(
      '<style data-href="https://r.test/v/1/a.css" data-page-style>.a{color:red}\n.b{color:blue}\n.c{}</style>',
    );
  });

  it('stays a link when it would not mean the same in the page, or is too large', () => {
    // Relative to the stylesheet's URL, not the page's.
    expect(inlineStylesheet('/a.css', '.a{background:url(../img/a.png)}')).toBeUndefined();
    expect(inlineStylesheet('/a.css', '@import "b.css";')).toBeUndefined();
    // Would close the element and put the rest into the page's HTML.
    expect(inlineStylesheet('/a.css', '.a{content:"</style><script>"}')).toBeUndefined();
    expect(inlineStylesheet('/a.css', '.a{content:"</STYLE "}')).toBeUndefined();
    expect(inlineStylesheet('/a.css', `.a{content:"${'x'.repeat(INLINE_STYLESHEET_MAX_BYTES)}"}`)).toBeUndefined();
    // `<` and `>` alone are CSS (selectors, strings).
    expect(inlineStylesheet('/a.css', '.a>.b{content:"<"}')?.css).toBe('.a>.b{content:"<"}');
  });

  it('escapes the URL it names', () => {
    const sheet = { href: 'https://r.test/a.css?x="1"&y', css: '', hash: "'sha256-x'" };
    expect(styleElement(sheet)).toBe('<style data-href="https://r.test/a.css?x=&quot;1&quot;&amp;y"></style>');
  });
});

describe("the shell's stylesheets in index.html", () => {
  const built = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-styles-'));
    mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
    writeFileSync(path.join(dir, 'static', 'css', 'index.ab12.css'), ':root{--ir-color-brand:#0b6e4f}\n');
    writeFileSync(path.join(dir, 'static', 'css', 'fonts.cd34.css'), '@font-face{src:url(a.woff2)}');
    return dir;
  };

  it('go into the page with their hashes; one that cannot, or is not there, stays a link', () => {
    const template =
      '<head><link href="/static/css/index.ab12.css" rel="stylesheet"><link href="/static/css/fonts.cd34.css" rel="stylesheet"><link href="/static/css/gone.ef56.css" rel="stylesheet"></head>';
    const { template: inlined, hashes } = inlineShellStylesheets(template, built());
    expect(inlined).toBe(
      '<head><style data-href="/static/css/index.ab12.css">:root{--ir-color-brand:#0b6e4f}\n</style><link href="/static/css/fonts.cd34.css" rel="stylesheet"><link href="/static/css/gone.ef56.css" rel="stylesheet"></head>',
    );
    expect(hashes).toEqual([hashOf(':root{--ir-color-brand:#0b6e4f}\n')]);
  });

  it('reads nothing outside the build', () => {
    const dir = built();
    const template = '<link href="/static/css/../../../etc/passwd.css" rel="stylesheet">';
    expect(inlineShellStylesheets(template, path.join(dir, 'static')).template).toBe(template);
  });
});
