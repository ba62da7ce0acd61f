import { describe, expect, it } from 'vitest';
import { remoteRouteProblems } from './check-remote-routes.ts';
import { REMOTE_CONTRACT_VERSION } from './remote-contract.ts';

const page = { layout: 'default', middleware: ['auth'] };

describe('remote contract check', () => {
  it('accepts a well-formed route table', () => {
    const module = {
      contractVersion: REMOTE_CONTRACT_VERSION,
      routes: [
        {
          path: 'vouchers',
          children: [
            { index: true, handle: page },
            { path: ':voucherNumber', handle: page },
          ],
        },
      ],
    };
    expect(remoteRouteProblems('vouchers', module)).toEqual([]);
  });

  it('names each problem', () => {
    const module = {
      contractVersion: '2.0.0',
      routes: [
        { path: 'rewards', handle: { layout: 'default', middleware: ['auth', 'admin'] } },
        { path: 'vouchers', handle: page },
        { path: 'rewards/:id' },
      ],
    };
    expect(remoteRouteProblems('rewards', module)).toEqual([
      "contract 2.0.0 is not compatible with the shell's",
      '/rewards: layout "default" is not the "rewards" the shell draws while it loads (route-map SEGMENT_LAYOUTS): the page would jump',
      '/rewards: unknown middleware "admin"',
      '/vouchers: belongs to vouchers, not rewards',
      '/rewards/:id: a page needs a handle with its layout and middleware',
    ]);
  });

  it('refuses a module that is not a route table', () => {
    expect(remoteRouteProblems('info', { routes: [] })[0]).toMatch(/^shape:/);
    expect(
      remoteRouteProblems('info', {
        contractVersion: '1.0.0',
        routes: [{ path: 'about', handle: { layout: 'fancy', middleware: [] } }],
      })[0],
    ).toMatch(/^shape:/);
  });
});
