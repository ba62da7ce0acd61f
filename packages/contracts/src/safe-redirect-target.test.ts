import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectTarget } from './safe-redirect-target.ts';

const ORIGIN = 'https://portal.example';

/**
 * Targets found to leave the site, or to break the router, when only the raw string was checked
 * (docs/security.md, "Redirects").
 */
const PAYLOADS = [
  '/.//evil.example',
  '/x/..//h',
  '/%2e//h',
  '/%2E//h',
  '/./\\h',
  '/.\\/h',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example/',
  'http://portal.example/',
  'https:evil.example',
  'javascript:alert(1)',
  'data:text/html,x',
  '//portal.example@evil.example',
  '/..//evil.example',
  '/a/b/../../..//evil.example',
];

/** What stays on the site: the target as the browser resolves it, path, query and hash. */
const isOnSite = (out: string): boolean => {
  const url = new URL(out, ORIGIN);
  return (
    url.origin === ORIGIN &&
    `${url.pathname}${url.search}${url.hash}` === out &&
    out.startsWith('/') &&
    !/^\/[/\\]/.test(out)
  );
};

describe('safeRedirectTarget', () => {
  it('follows paths on this site, query and hash included', () => {
    expect(safeRedirectTarget('/vouchers?status=expired#top', ORIGIN)).toBe('/vouchers?status=expired#top');
    expect(safeRedirectTarget('/rewards/12/redeem', ORIGIN)).toBe('/rewards/12/redeem');
    expect(safeRedirectTarget(`${ORIGIN}/rewards`, ORIGIN)).toBe('/rewards');
    expect(safeRedirectTarget('/a/./b/../c', ORIGIN)).toBe('/a/c');
  });

  it('sends every known payload to the default page or a page of this site, never off it', () => {
    for (const payload of PAYLOADS) {
      const out = safeRedirectTarget(payload, ORIGIN);
      expect(isOnSite(out), `${JSON.stringify(payload)} → ${out}`).toBe(true);
    }
    for (const payload of ['/.//evil.example', '/x/..//h', '/%2e//h', '/./\\h', 'https://evil.example/']) {
      expect(safeRedirectTarget(payload, ORIGIN)).toBe(DEFAULT_AFTER_LOGIN);
    }
    for (const empty of [null, undefined, '']) expect(safeRedirectTarget(empty, ORIGIN)).toBe(DEFAULT_AFTER_LOGIN);
  });

  /** Pieces attackers combine: slashes, backslashes, dot segments (plain and escaped), whitespace, schemes, hosts. */
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%5c',
    '\t',
    '\n',
    ' ',
    '@',
    ':',
    '?',
    '#',
    'http:',
    'https:',
    'javascript:',
    'evil.example',
    'portal.example',
    'x',
  );
  const crafted = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));

  it('returns only same-origin paths that stay themselves when followed, for anything fast-check can make', () => {
    fc.assert(
      fc.property(fc.oneof(crafted, fc.string(), fc.webUrl(), fc.webPath()), (target) => {
        const out = safeRedirectTarget(target, ORIGIN);
        expect(isOnSite(out)).toBe(true);
        // Sanitising twice changes nothing: the router gets exactly what was checked.
        expect(safeRedirectTarget(out, ORIGIN)).toBe(out);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps a same-site path as the browser would resolve it', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
        (path) => {
          const url = new URL(path, ORIGIN);
          const resolved = `${url.pathname}${url.search}${url.hash}`;
          const out = safeRedirectTarget(path, ORIGIN);
          expect(out === resolved || (out === DEFAULT_AFTER_LOGIN && resolved.startsWith('//'))).toBe(true);
        },
      ),
    );
  });
});
