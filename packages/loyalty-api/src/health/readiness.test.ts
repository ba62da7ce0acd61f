import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { createReadiness } from './readiness.ts';

const databaseAnswering = (query: () => Promise<unknown>): Database => ({ query }) as unknown as Database;

describe('readiness', () => {
  it('is ready while the database answers', async () => {
    const readiness = createReadiness(databaseAnswering(async () => ({ rows: [], rowCount: 1 })));
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it('is not ready while the database refuses or does not answer in time', async () => {
    const refusing = createReadiness(
      databaseAnswering(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))),
    );
    expect(await refusing.check()).toEqual({ ready: false, reason: 'database' });
    const hanging = createReadiness(databaseAnswering(() => new Promise(() => {})));
    expect(await hanging.check(50)).toEqual({ ready: false, reason: 'database' });
  });

  it('is not ready once draining, whatever the database says', async () => {
    const readiness = createReadiness(databaseAnswering(async () => ({ rows: [], rowCount: 1 })));
    readiness.startDraining();
    expect(await readiness.check()).toEqual({ ready: false, reason: 'draining' });
  });
});

describe('GET /health/live and /health/ready', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  it('answer 200 while serving, and ready answers 503 once draining while live stays 200', async () => {
    expect((await fetch(`${provider.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${provider.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    expect((await fetch(`${provider.url}/health`)).status).toBe(200);

    provider.readiness.startDraining();
    const draining = await fetch(`${provider.url}/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'not ready', reason: 'draining' });
    expect((await fetch(`${provider.url}/health/live`)).status).toBe(200);
  });
});
