import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@portal/server-kit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BffApp } from '../context.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { figuresOf, tallyKeyOf } from '../telemetry/version-tally.ts';
import { buildTestBff, ORIGIN } from '../testing/test-bff.ts';
import { canaryVisitorFigures } from './canary-visitors.ts';
import { VISITOR_COOKIE } from './visitor-id.ts';

const CANDIDATE = 'c0ffee000001';
const CURRENT = 'c0ffee000000';
const LIVE = 'http://localhost:3002/mf-manifest.json';
const beacon = { origin: ORIGIN, 'content-type': 'application/json' };

let app: BffApp;
let configFile: string;
let metricsPort: number;
const store = createMemoryStore();
const logged: string[] = [];

beforeAll(async () => {
  configFile = path.join(mkdtempSync(path.join(tmpdir(), 'canary-')), 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ canaries: { rewards: { version: CANDIDATE, current: CURRENT, share: 10 } } }),
  );
  metricsPort = await freePort();
  app = (
    await buildTestBff(
      'http://127.0.0.1:9',
      {
        canaryAbort: { minVisitors: 5, floorPer1000: 20, visitorsPerAddress: 1, toleratedAddresses: 2 },
        telemetryPerMinute: 1_000,
        metrics: { host: '127.0.0.1', port: metricsPort },
        logLevel: 'warn',
        logStream: { write: (line: string) => logged.push(line) },
      },
      { PORTAL_CONFIG_FILE: configFile },
      store,
    )
  ).app;
  // Listening starts the metrics listener.
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const visit = async (cookie?: string) => {
  const answer = await app.inject({ method: 'GET', url: '/config.json', headers: cookie ? { cookie } : {} });
  const set = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
  return {
    rewards: (answer.json() as { remotes: { rewards: string } }).remotes.rewards,
    cookie: set?.split(';')[0] ?? cookie,
    body: answer.body,
    cacheControl: answer.headers['cache-control'],
  };
};
/** A fresh visitor the canary puts on `side`, by its signed cookie. */
const visitorOn = async (side: 'candidate' | 'current'): Promise<string> => {
  for (;;) {
    const visitor = await visit();
    if ((visitor.rewards !== LIVE) === (side === 'candidate') && visitor.cookie) return visitor.cookie;
  }
};
const tags = { route: '/rewards', remote: 'rewards' } as const;
const send = (cookie: string, address: string, events: Array<{ type: 'load' | 'boundary-error'; version: string }>) =>
  app.inject({
    method: 'POST',
    url: '/bff/telemetry',
    headers: { ...beacon, cookie },
    remoteAddress: address,
    payload: { events: events.map((event) => ({ ...tags, ...event })) },
  });
const candidateFigures = () => canaryVisitorFigures(store, 'rewards', CANDIDATE);

describe('canary', () => {
  it('gives a sticky share of visitors the candidate by a signed cookie, and never shows browsers the canary itself', async () => {
    const visitors = await Promise.all(Array.from({ length: 400 }, () => visit()));
    const onCandidate = visitors.filter(
      (visitor) => visitor.rewards === `http://localhost:3002/v/${CANDIDATE}/mf-manifest.json`,
    );
    expect(visitors.every((visitor) => visitor.rewards === LIVE || onCandidate.includes(visitor))).toBe(true);
    expect(onCandidate.length / 400).toBeGreaterThan(0.05);
    expect(onCandidate.length / 400).toBeLessThan(0.15);
    expect(visitors[0]?.body).not.toContain('canaries');
    expect(visitors[0]?.cacheControl).toBe('private, no-cache');
    // A random id and its HMAC: nothing else.
    expect(visitors[0]?.cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_%+/=-]+$`));
    for (const visitor of [...onCandidate.slice(0, 5), ...visitors.slice(0, 5)]) {
      for (let reload = 0; reload < 5; reload++) expect((await visit(visitor.cookie)).rewards).toBe(visitor.rewards);
    }
  });

  it('does not believe a visitor id it did not sign: a forged one gets a new, signed id', async () => {
    const forged = `${VISITOR_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`;
    const answer = await visit(forged);
    expect(answer.cookie).not.toBe(forged);
    expect(answer.cookie).toMatch(/\./);
  });

  it('drops a beacon naming a version the BFF did not serve that visitor, and one without a signed visitor', async () => {
    const onCurrent = await visitorOn('current');
    const before = figuresOf(await store.readTally(tallyKeyOf('rewards', CANDIDATE)));
    expect((await send(onCurrent, '10.1.0.1', [{ type: 'boundary-error', version: CANDIDATE }])).statusCode).toBe(204);
    expect((await send('', '10.1.0.2', [{ type: 'boundary-error', version: CANDIDATE }])).statusCode).toBe(204);
    // A version nobody published, and the shell claiming one.
    expect((await send(onCurrent, '10.1.0.3', [{ type: 'load', version: 'abcdef012345' }])).statusCode).toBe(204);
    expect(figuresOf(await store.readTally(tallyKeyOf('rewards', CANDIDATE)))).toEqual(before);
    expect(await store.readTally(tallyKeyOf('rewards', 'abcdef012345'))).toEqual({});
    expect(await candidateFigures()).toEqual({ visitors: 0, erroredVisitors: 0 });
    const refused = await metricLines('portal_telemetry_refused_total');
    expect(refused).toContain('portal_telemetry_refused_total{reason="version"} 2');
    expect(refused).toContain('portal_telemetry_refused_total{reason="visitor"} 1');
  });

  it('is not aborted by forged errors from two addresses, and is by its real visitors failing, within 10 s, logging the figures', async () => {
    // Two addresses mint candidate visitors and report errors on them, again and again.
    for (const address of ['10.2.0.1', '10.2.0.2']) {
      for (let minted = 0; minted < 6; minted++) {
        const cookie = await visitorOn('candidate');
        for (let beacon = 0; beacon < 3; beacon++) {
          await send(cookie, address, [
            { type: 'load', version: CANDIDATE },
            { type: 'boundary-error', version: CANDIDATE },
          ]);
        }
      }
    }
    // One visitor per address: 2 forged visitors, both excused (2 tolerated addresses × 1).
    expect(await candidateFigures()).toEqual({ visitors: 2, erroredVisitors: 2 });
    // Real visitors on the current version, from addresses of their own.
    for (let i = 0; i < 5; i++)
      await send(await visitorOn('current'), `10.3.0.${i}`, [{ type: 'load', version: CURRENT }]);
    // Three real candidate visitors fail: 5 visitors, 5 errored, 3 beyond what 2 addresses could forge.
    for (let i = 0; i < 2; i++) {
      const cookie = await visitorOn('candidate');
      await send(cookie, `10.4.0.${i}`, [
        { type: 'load', version: CANDIDATE },
        { type: 'boundary-error', version: CANDIDATE },
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const candidateVisitor = await visitorOn('candidate');
    expect((await visit(candidateVisitor)).rewards).not.toBe(LIVE);
    await send(candidateVisitor, '10.4.0.9', [
      { type: 'load', version: CANDIDATE },
      { type: 'boundary-error', version: CANDIDATE },
    ]);
    expect(await candidateFigures()).toEqual({ visitors: 5, erroredVisitors: 5 });
    const passed = Date.now();
    while ((await visit(candidateVisitor)).rewards !== LIVE) {
      expect(Date.now() - passed).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const line = JSON.parse(logged.find((entry) => entry.includes('canary aborted automatically')) ?? '{}');
    expect(line).toMatchObject({
      remote: 'rewards',
      candidateVersion: CANDIDATE,
      currentVersion: CURRENT,
      candidate: { visitors: 5, erroredVisitors: 5 },
      current: { visitors: 5, erroredVisitors: 0 },
    });
    // After the abort, nobody is served the candidate: a beacon naming it is refused.
    expect((await send(candidateVisitor, '10.4.0.10', [{ type: 'load', version: CANDIDATE }])).statusCode).toBe(204);
    expect(await candidateFigures()).toEqual({ visitors: 5, erroredVisitors: 5 });
  });
});

/** The lines of one metric on this app's /metrics. */
async function metricLines(name: string): Promise<string> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .join('\n');
}

/** A port free now, for the metrics listener (it must be named before the app starts). */
