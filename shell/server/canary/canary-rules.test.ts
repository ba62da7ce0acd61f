import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/shared-store.ts';
import type { AdmittedEvent } from '../telemetry/admit-events.ts';
import { erroredPer1000, shouldAbort } from './abort-rule.ts';
import { inCanary } from './canary-bucket.ts';
import { canaryVisitorFigures, countCanaryVisitor } from './canary-visitors.ts';

describe('canary bucket', () => {
  it('gives a share of visitors the candidate, each always the same answer, and a larger share keeps them', () => {
    const ids = Array.from({ length: 4_000 }, (_, i) => `visitor-${i}`);
    const at10 = ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 10));
    expect(at10.length / ids.length).toBeGreaterThan(0.08);
    expect(at10.length / ids.length).toBeLessThan(0.12);
    expect(ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 10))).toEqual(at10);
    for (const id of at10) expect(inCanary(id, 'rewards', '0123456789ab', 30)).toBe(true);
    expect(ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 0))).toEqual([]);
    expect(ids.filter((id) => inCanary(id, 'rewards', '0123456789ab', 100))).toEqual(ids);
    // Another candidate draws other visitors.
    expect(ids.filter((id) => inCanary(id, 'rewards', 'ba9876543210', 10))).not.toEqual(at10);
  });
});

describe('automatic abort on distinct visitors', () => {
  const rule = { minVisitors: 50, floorPer1000: 20, visitorsPerAddress: 2, toleratedAddresses: 10 };
  const side = (visitors: number, erroredVisitors: number) => ({ visitors, erroredVisitors });

  it('waits for enough visitors, then aborts above twice the current share plus the floor, after the forgeable errors', () => {
    const current = side(1_000, 30); // (30 − 20) / 1,000 = 10 per 1,000 beyond what 10 addresses could forge
    expect(shouldAbort(side(49, 49), current, rule)).toBe(false); // not judged yet
    // 2 × 10 + 20 = 40 per 1,000: 100 visitors need more than 20 + 4 errored ones.
    expect(shouldAbort(side(100, 24), current, rule)).toBe(false);
    expect(shouldAbort(side(100, 25), current, rule)).toBe(true);
    // A current version below the minimum is not believed: the bar is the floor alone.
    expect(shouldAbort(side(100, 23), side(10, 10), rule)).toBe(true);
  });

  it('caps what the current version can raise the bar to', () => {
    // The current version seems to fail for every visitor: judged as failing 50 per 1,000.
    expect(erroredPer1000(side(100, 100))).toBe(1_000);
    expect(shouldAbort(side(100, 32), side(100, 100), rule)).toBe(false); // 120 per 1,000 = 2 × 50 + 20
    expect(shouldAbort(side(100, 33), side(100, 100), rule)).toBe(true);
  });
});

describe('distinct visitors on the shared store, with forged beacons from 10 addresses', () => {
  const CANDIDATE = 'c0ffee000001';
  const CURRENT = 'c0ffee000000';
  const rule = { minVisitors: 50, floorPer1000: 20, visitorsPerAddress: 2, toleratedAddresses: 10 };
  const tags = (version: string) => ({ route: '/rewards', remote: 'rewards', version }) as const;
  const loadOf = (version: string, side: 'candidate' | 'current'): AdmittedEvent => ({
    event: { type: 'load', ...tags(version) } as const,
    canarySide: side,
    canary: CANDIDATE,
  });
  const errorOf = (version: string, side: 'candidate' | 'current'): AdmittedEvent => ({
    event: { type: 'boundary-error', ...tags(version) } as const,
    canarySide: side,
    canary: CANDIDATE,
  });
  const attackers = Array.from({ length: 10 }, (_, i) => `10.66.0.${i + 1}`);

  /** Each attacker address mints 20 visitor ids and sends `events` for each, many times over. */
  async function forge(store: SharedStore, events: AdmittedEvent[]) {
    for (const address of attackers) {
      for (let visitor = 0; visitor < 20; visitor++) {
        for (let beacon = 0; beacon < 3; beacon++) {
          await countCanaryVisitor(store, events, `forged-${address}-${visitor}`, address, rule.visitorsPerAddress);
        }
      }
    }
  }
  async function real(store: SharedStore, count: number, side: 'candidate' | 'current', fails: boolean, from = 0) {
    const version = side === 'candidate' ? CANDIDATE : CURRENT;
    for (let i = from; i < from + count; i++) {
      const events = [loadOf(version, side), ...(fails ? [errorOf(version, side)] : [])];
      // Each reloads a few times: still one visitor.
      for (let reload = 0; reload < 3; reload++) {
        await countCanaryVisitor(store, events, `real-${side}-${i}`, `192.0.2.${i % 200}`, rule.visitorsPerAddress);
      }
    }
  }
  const judge = async (store: SharedStore) =>
    shouldAbort(
      await canaryVisitorFigures(store, 'rewards', CANDIDATE),
      await canaryVisitorFigures(store, 'rewards', CURRENT),
      rule,
    );

  it('counts each visitor once, and at most 2 visitors per address', async () => {
    const store = createMemoryStore();
    await forge(store, [loadOf(CANDIDATE, 'candidate'), errorOf(CANDIDATE, 'candidate')]);
    expect(await canaryVisitorFigures(store, 'rewards', CANDIDATE)).toEqual({ visitors: 20, erroredVisitors: 20 });
    await real(store, 30, 'candidate', false);
    expect(await canaryVisitorFigures(store, 'rewards', CANDIDATE)).toEqual({ visitors: 50, erroredVisitors: 20 });
  });

  it('forged errors on the candidate do not abort a healthy one', async () => {
    const store = createMemoryStore();
    await real(store, 60, 'candidate', false);
    await real(store, 200, 'current', false);
    await forge(store, [loadOf(CANDIDATE, 'candidate'), errorOf(CANDIDATE, 'candidate')]);
    expect(await judge(store)).toBe(false);
  });

  it('forged loads on the candidate and errors on the current version do not protect a failing one', async () => {
    const store = createMemoryStore();
    await real(store, 200, 'current', false);
    await forge(store, [loadOf(CANDIDATE, 'candidate')]);
    await forge(store, [loadOf(CURRENT, 'current'), errorOf(CURRENT, 'current')]);
    // The attacker's quota per address is shared by both sides: 2 visitors per address in all.
    await real(store, 29, 'candidate', true);
    expect(await judge(store)).toBe(false); // 49 visitors: not judged yet
    await real(store, 1, 'candidate', true, 29);
    expect(await canaryVisitorFigures(store, 'rewards', CANDIDATE)).toEqual({ visitors: 50, erroredVisitors: 30 });
    expect(await judge(store)).toBe(true);
  });
});
