import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BffApp } from '../context.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { buildTestBff, ORIGIN } from '../testing/test-bff.ts';
import { VISITOR_COOKIE } from './visitor-config.ts';

const CANDIDATE = 'c0ffee000001';
const CURRENT = 'c0ffee000000';
const LIVE = 'http://localhost:3002/mf-manifest.json';
const beacon = { origin: ORIGIN, 'content-type': 'application/json' };

let app: BffApp;
let configFile: string;
const store = createMemoryStore();
const logged: string[] = [];

beforeAll(async () => {
  configFile = path.join(mkdtempSync(path.join(tmpdir(), 'canary-')), 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ canaries: { rewards: { version: CANDIDATE, current: CURRENT, share: 10 } } }),
  );
  app = (
    await buildTestBff(
      'http://127.0.0.1:9',
      {
        canaryAbort: { minLoads: 20, floorPer1000: 20 },
        telemetryPerMinute: 1_000,
        logLevel: 'warn',
        logStream: { write: (line: string) => logged.push(line) },
      },
      { PORTAL_CONFIG_FILE: configFile },
      store,
    )
  ).app;
});
afterAll(() => app.close());

const visit = async (cookie?: string) => {
  const answer = await app.inject({ method: 'GET', url: '/config.json', headers: cookie ? { cookie } : {} });
  const set = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
  return {
    rewards: (answer.json() as { remotes: { rewards: string } }).remotes.rewards,
    cookie: cookie ?? set?.split(';')[0],
    body: answer.body,
    cacheControl: answer.headers['cache-control'],
  };
};

describe('canary', () => {
  it('gives a sticky share of visitors the candidate, and never shows browsers the canary itself', async () => {
    const visitors = await Promise.all(Array.from({ length: 400 }, () => visit()));
    const onCandidate = visitors.filter(
      (visitor) => visitor.rewards === `http://localhost:3002/v/${CANDIDATE}/mf-manifest.json`,
    );
    expect(visitors.every((visitor) => visitor.rewards === LIVE || onCandidate.includes(visitor))).toBe(true);
    expect(onCandidate.length / 400).toBeGreaterThan(0.05);
    expect(onCandidate.length / 400).toBeLessThan(0.15);
    expect(visitors[0]?.body).not.toContain('canaries');
    expect(visitors[0]?.cacheControl).toBe('private, no-cache');
    for (const visitor of [...onCandidate.slice(0, 5), ...visitors.slice(0, 5)]) {
      for (let reload = 0; reload < 5; reload++) expect((await visit(visitor.cookie)).rewards).toBe(visitor.rewards);
    }
  });

  it('stops serving a candidate whose error rate passes the threshold within 10 s, and logs the figures', async () => {
    const candidateVisitor = await (async () => {
      for (;;) {
        const visitor = await visit();
        if (visitor.rewards !== LIVE) return visitor;
      }
    })();
    const tags = { route: '/rewards', remote: 'rewards' } as const;
    const send = (version: string, type: 'load' | 'boundary-error', count: number) =>
      app.inject({
        method: 'POST',
        url: '/bff/telemetry',
        headers: beacon,
        payload: { events: Array.from({ length: count }, () => ({ type, ...tags, version })) },
      });
    await send(CURRENT, 'load', 20);
    await send(CANDIDATE, 'load', 19);
    await send(CANDIDATE, 'boundary-error', 19);
    // Not judged before 20 loads.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await visit(candidateVisitor.cookie)).rewards).not.toBe(LIVE);
    await send(CANDIDATE, 'load', 1);
    const passed = Date.now();
    while ((await visit(candidateVisitor.cookie)).rewards !== LIVE) {
      expect(Date.now() - passed).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const line = JSON.parse(logged.find((entry) => entry.includes('canary aborted automatically')) ?? '{}');
    expect(line).toMatchObject({
      remote: 'rewards',
      candidateVersion: CANDIDATE,
      currentVersion: CURRENT,
      candidate: { loads: 20, errors: 19, errorsPer1000: 950 },
      current: { loads: 20, errors: 0, errorsPer1000: 0 },
    });
  });
});
