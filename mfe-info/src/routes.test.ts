import { remoteRouteProblems, unresolvedPages } from '@portal/contracts/check-remote-routes';
import { describe, expect, it } from 'vitest';
import * as routesModule from './routes.ts';

describe('the remote contract', () => {
  it('is met by ./routes: shape, version, handles, known middleware, paths this remote owns', () => {
    expect(remoteRouteProblems('info', routesModule)).toEqual([]);
  });

  it('loads every page it names', async () => {
    expect(await unresolvedPages(routesModule.routes)).toEqual([]);
  });
});
