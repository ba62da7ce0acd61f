import { describe, expect, it } from 'vitest';
import { scriptsDeferredAgain } from './after-paint.ts';

const block = (json: string) => `<script id="portal-after-paint-scripts" type="application/json">${json}</script>`;

describe('scriptsDeferredAgain', () => {
  it('puts the listed scripts back as deferred scripts, in order, where the block stood', () => {
    const html = `<head>${block('{"scripts":["/static/js/a.1.js","/static/js/b.2.js"],"preloads":["/x.js"]}')}<title>t</title></head>`;
    expect(scriptsDeferredAgain(html)).toBe(
      '<head><script defer src="/static/js/a.1.js"></script><script defer src="/static/js/b.2.js"></script><title>t</title></head>',
    );
  });

  it('writes no address that could leave the attribute, and nothing for a block it cannot read', () => {
    expect(scriptsDeferredAgain(block('{"scripts":["/a.js","/b.js\\" onload=\\"x",7]}'))).toBe(
      '<script defer src="/a.js"></script>',
    );
    expect(scriptsDeferredAgain(block('{"scripts":'))).toBe('');
  });

  it('leaves a page without the block as it is', () => {
    expect(scriptsDeferredAgain('<head><script defer src="/a.js"></script></head>')).toBe(
      '<head><script defer src="/a.js"></script></head>',
    );
  });
});
