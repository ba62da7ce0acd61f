import { examplePath, PROVIDER_ROUTES } from '@portal/contracts/provider/route-table';
import { describe, expect, it } from 'vitest';
import { ALLOWED, isAllowedProviderCall } from './provider-allow-list.ts';

/**
 * The allow-list and the provider contract (packages/contracts/src/provider/route-table.ts, the
 * OpenAPI document's source) name the same browser calls: a route the contract marks
 * `passThrough` is allowed, every allowed pattern is such a route, and the BFF's own calls
 * (account type, registration) are not reachable from a browser.
 */
const PREFIX = '/api/v1/';
const passThrough = PROVIDER_ROUTES.filter((route) => route.passThrough);

describe('the BFF allow-list against the provider contract', () => {
  it('allows every pass-through route of the contract', () => {
    for (const route of passThrough) {
      const path = examplePath(route);
      expect(path.startsWith(PREFIX), route.operationId).toBe(true);
      expect(isAllowedProviderCall(route.method, path.slice(PREFIX.length)), `${route.method} ${path}`).toBe(true);
    }
  });

  it('allows nothing the contract does not list as a pass-through route', () => {
    for (const [method, pattern] of ALLOWED) {
      const matching = passThrough.filter(
        (route) => route.method === method && pattern.test(examplePath(route).slice(PREFIX.length)),
      );
      expect(matching.length, `${method} ${pattern}`).toBeGreaterThan(0);
    }
  });

  it('keeps the routes only the BFF calls away from browsers', () => {
    const ownCalls = PROVIDER_ROUTES.filter((route) => !route.passThrough && route.path.startsWith(PREFIX));
    expect(ownCalls.map((route) => route.operationId).sort()).toEqual(['accountRegister', 'accountType']);
    for (const route of ownCalls) {
      expect(isAllowedProviderCall(route.method, examplePath(route).slice(PREFIX.length))).toBe(false);
    }
  });
});
