import { randomBytes } from 'node:crypto';
import { type ExtraProcess, startExtraProvider, startExtraShell } from '../support/extra-portal.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

/**
 * Traces across hops (docs/deploy.md, "Follow one request: traces"): a request's W3C traceparent
 * goes from the BFF to the provider (OpenTelemetry on both, @portal/server-kit/tracing), and every
 * log line carries its trace id — so an operator finds one member's request in both servers' logs.
 * The test's own provider logs every request (LOG_LEVEL=debug); its own shell talks to it.
 */
let provider: ExtraProcess | undefined;
let shell: ExtraProcess | undefined;

test.beforeAll(async () => {
  provider = await startExtraProvider(
    { LOG_LEVEL: 'debug', PUBLIC_ORIGIN: `http://localhost:${EXTRA_PORTS.tracingShell}` },
    EXTRA_PORTS.tracingProvider,
  );
  shell = await startExtraShell('tracingShell', { PROVIDER_URL: provider.url });
});

test.afterAll(async () => {
  await shell?.stop();
  await provider?.stop();
});

test('a traceparent sent to the BFF appears in the provider’s log line for the same request', async () => {
  const traceId = randomBytes(16).toString('hex');
  const response = await fetch(`${shell?.url}/api/v1/rewards`, {
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
  });
  expect(response.status).toBeLessThan(500);
  // The provider's line for the request it received carries the same trace id; its request id
  // leads to the line naming the request.
  const lines = () => (provider?.output() ?? '').split('\n').filter((line) => line.startsWith('{'));
  await expect.poll(() => lines().some((line) => line.includes(`"trace_id":"${traceId}"`))).toBe(true);
  const traced = JSON.parse(lines().find((line) => line.includes(`"trace_id":"${traceId}"`)) ?? '{}') as {
    reqId: string;
    msg: string;
  };
  expect(traced.msg).toBe('request completed');
  const incoming = lines()
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } })
    .find((line) => line.reqId === traced.reqId && line.req);
  // The BFF's call for the rewards, or the client token it fetched first for it: both in the trace.
  expect(incoming?.req?.url).toMatch(/^\/(api\/v1\/rewards|oauth\/token)/);
});
