import { describe, expect, it } from 'vitest';
import { cspViolationsOf } from './csp-violations.ts';

const SELF = 'http://localhost:3000';
const REMOTES = new Set(['http://localhost:3002']);

describe('CSP reports', () => {
  it('reads the legacy report-uri body', () => {
    const body = {
      'csp-report': {
        'document-uri': `${SELF}/rewards?token=secret`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    };
    expect(cspViolationsOf(body, SELF, REMOTES)).toEqual([{ directive: 'script-src-elem', blocked: 'external' }]);
  });

  it('reads a Reporting API list, keeping only CSP violations, with bounded labels', () => {
    const body = [
      { type: 'csp-violation', body: { effectiveDirective: 'style-src-elem', blockedURL: 'inline' } },
      { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'http://localhost:3002/a.png' } },
      { type: 'csp-violation', body: { effectiveDirective: 'made-up-directive', blockedURL: `${SELF}/x` } },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(cspViolationsOf(body, SELF, REMOTES)).toEqual([
      { directive: 'style-src-elem', blocked: 'inline' },
      { directive: 'img-src', blocked: 'remote' },
      { directive: 'other', blocked: 'self' },
    ]);
  });

  it('finds nothing in an unreadable body', () => {
    expect(cspViolationsOf('nonsense', SELF, REMOTES)).toEqual([]);
    expect(cspViolationsOf({ 'csp-report': 'x' }, SELF, REMOTES)).toEqual([]);
    expect(cspViolationsOf(null, SELF, REMOTES)).toEqual([]);
  });
});
