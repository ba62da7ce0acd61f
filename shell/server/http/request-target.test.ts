import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusedTarget } from './request-target.ts';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const percentEscape = (c: string, upper: boolean): string => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex.toLowerCase()}`;
};

describe('refusedTarget', () => {
  it('accepts the paths the portal serves, with their queries', () => {
    for (const target of [
      '/',
      '/login?redirect=%2Frewards%3Fq%3D1',
      '/bff/token',
      '/api/v1/rewards/search?q=caf%C3%A9&page=0',
      '/static/js/main.1a2b3c.js',
      '/rewards/some%20thing',
      '/x?%62=%2F',
    ]) {
      expect(refusedTarget(target), target).toBeNull();
    }
  });

  it('refuses targets that are not in origin-form', () => {
    for (const target of ['http://x/bff/token', 'https://localhost:3000/', 'localhost:3000', '*', '', '//evil/x']) {
      expect(refusedTarget(target), target).not.toBeNull();
    }
  });

  it('refuses every escaped unreserved character, slash and backslash, in either case, anywhere in the path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNRESERVED, '/', '\\'),
        fc.boolean(),
        fc.stringMatching(/^[a-z0-9/-]{0,12}$/),
        fc.stringMatching(/^[a-z0-9/-]{0,12}$/),
        (c, upper, before, after) => {
          expect(refusedTarget(`/${before}${percentEscape(c, upper)}${after}`)).not.toBeNull();
        },
      ),
    );
  });

  it('accepts escapes of anything else (they decode to a character that cannot be written plainly)', () => {
    const reserved = [...' !"#$%&\'()*+,:;<=>?@[]^`{|}'];
    fc.assert(
      fc.property(fc.constantFrom(...reserved), fc.boolean(), (c, upper) => {
        expect(refusedTarget(`/rewards/${percentEscape(c, upper)}`)).toBeNull();
      }),
    );
  });
});
