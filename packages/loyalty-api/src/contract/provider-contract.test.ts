import type { AddressInfo } from 'node:net';
import { reportLines } from '@portal/contracts/provider/contract-suite/report-lines';
import {
  type ContractReport,
  runContractSuite,
  UNPROBED_ROUTES,
} from '@portal/contracts/provider/contract-suite/run-contract-suite';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-members.ts';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../testing/test-provider.ts';

/**
 * The contract suite (`npm run contract`) against the bundled provider: it passes, and a provider
 * with one route broken fails on that route alone, by name.
 */
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const suiteAgainst = (providerUrl: string): Promise<ContractReport> =>
  runContractSuite({
    providerUrl,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    username: '20000001',
    password: DEMO_PASSWORD,
    promoCode: 'ISLAND250',
  });

interface Rewrite {
  method: string;
  path: string;
  answer(upstream: { status: number; body: Buffer }): { status: number; body: string };
}

/** A proxy in front of the bundled provider that passes everything on, but answers `rewrite`'s route its own way. */
async function brokenProvider(rewrite: Rewrite): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request, reply) => {
    const headers = Object.fromEntries(
      ['authorization', 'content-type', 'accept', 'idempotency-key']
        .map((name) => [name, request.headers[name]] as const)
        .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string'),
    );
    const upstream = await fetch(`${provider.url}${request.url}`, {
      method: request.method,
      headers,
      ...(request.body instanceof Buffer ? { body: request.body } : {}),
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const path = request.url.split('?')[0];
    if (request.method === rewrite.method && path === rewrite.path) {
      const changed = rewrite.answer({ status: upstream.status, body });
      return reply.status(changed.status).type('application/json').send(changed.body);
    }
    const contentType = upstream.headers.get('content-type');
    if (contentType) reply.type(contentType);
    return reply.status(upstream.status).send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app };
}

describe('the provider contract suite', () => {
  it('passes against the bundled provider, leaving only the writes with effects uncalled', async () => {
    const report = await suiteAgainst(provider.url);
    const failures = report.results.filter((result) => result.outcome === 'fail');
    expect(failures.map(({ route, reasons }) => `${route.method} ${route.path}: ${reasons.join('; ')}`)).toEqual([]);
    const skipped = report.results.filter((result) => result.outcome === 'skip');
    expect(skipped.map((result) => result.route.operationId).sort()).toEqual(Object.keys(UNPROBED_ROUTES).sort());
    expect(report.passed).toBe(report.results.length - skipped.length);
    expect(reportLines(report).at(-1)).toBe(
      `${report.results.length} routes: ${report.passed} passed, 0 failed, ${report.skipped} skipped`,
    );
  });

  it('fails against a provider whose points answer breaks its schema, naming that route and the field', async () => {
    const broken = await brokenProvider({
      method: 'GET',
      path: '/api/v1/account/points',
      answer: ({ status, body }) => ({
        status,
        body: JSON.stringify({ ...JSON.parse(body.toString('utf8')), points: 'many' }),
      }),
    });
    try {
      const report = await suiteAgainst(broken.url);
      const failures = report.results.filter((result) => result.outcome === 'fail');
      expect(failures.map((result) => result.route.operationId)).toEqual(['accountPoints']);
      expect(failures[0]?.reasons.join(' ')).toMatch(/the 200 body does not match: points: /);
      expect(reportLines(report)).toContainEqual(
        expect.stringMatching(/^FAIL {2}GET {4}\/api\/v1\/account\/points — /),
      );
      expect(report.failed).toBe(1);
    } finally {
      await broken.app.close();
    }
  });

  it('fails against a provider that answers a route with a status the contract does not list', async () => {
    const broken = await brokenProvider({
      method: 'GET',
      path: '/api/v1/reward-category',
      answer: () => ({ status: 500, body: JSON.stringify({ code: 'internal_error', message: 'Broken.' }) }),
    });
    try {
      const report = await suiteAgainst(broken.url);
      const failures = report.results.filter((result) => result.outcome === 'fail');
      expect(failures.map((result) => result.route.operationId)).toEqual(['rewardCategories']);
      expect(failures[0]?.reasons).toEqual([
        'answered 500 (internal_error: Broken.), a status the contract does not list for this route',
      ]);
    } finally {
      await broken.app.close();
    }
  });
});
