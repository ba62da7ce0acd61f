import { runProvider } from '../run-provider.ts';

/**
 * The provider for e2e tests that need a date of their own (a birthday month): `node
 * src/testing/main-on-test-clock.ts` with PROVIDER_TEST_CLOCK set to an ISO 8601 instant. The
 * provider's clock (what vouchers, points expiry and the birthday treat are judged by) starts at that
 * instant and runs on from there. Only tests start this file: `main.ts`, which `npm start` and
 * every deployment run, has no clock to set (docs/decisions/0045-birthday-treat.md).
 */
const start = Date.parse(process.env.PROVIDER_TEST_CLOCK ?? '');
if (Number.isNaN(start)) {
  process.stderr.write('PROVIDER_TEST_CLOCK must be an ISO 8601 instant, e.g. 2027-03-31T23:30:00-05:00\n');
  process.exit(2);
}
const startedAt = Date.now();
await runProvider({ now: () => new Date(start + (Date.now() - startedAt)) });
