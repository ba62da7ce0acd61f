import { test as base } from '@playwright/test';
import { type Fleet, type FleetOptions, startFleet } from './fleet.ts';

/**
 * Playwright's test with a `fleet` per worker: started before the worker's first test, stopped
 * after its last. A spec that needs another fleet says so with
 * `test.use({ fleetOptions: { ownRedis: true, env: { ACCESS_TOKEN_TTL_SECONDS: '5' } } })`
 * (Playwright then gives it a worker, and a fleet, of its own).
 */
export const test = base.extend<Record<never, never>, { fleetOptions: FleetOptions; fleet: Fleet }>({
  fleetOptions: [{}, { scope: 'worker', option: true }],
  fleet: [
    async ({ fleetOptions }, use) => {
      const fleet = await startFleet(fleetOptions);
      try {
        await use(fleet);
      } finally {
        await fleet.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

/**
 * A fleet with a Redis of the test's own and a Prometheus scraping every second: the Redis outage
 * specs share it. One object, so that Playwright gives the files that use it one worker, and one
 * fleet, between them (a worker is told apart by its fixtures' values, by identity).
 */
export const OWN_REDIS_OBSERVED: FleetOptions = { ownRedis: true, observe: { scrapeInterval: '1s' } };

export { expect } from '@playwright/test';
