import { MAX_TELEMETRY_BATCH_BYTES, type TelemetryEvent } from '@portal/contracts/telemetry';
import { describe, expect, it } from 'vitest';
import { createTelemetryQueue, FLUSH_AFTER_MS, MAX_EVENTS_PER_PAGE } from './telemetry-queue.ts';

const load: TelemetryEvent = { type: 'load', route: '/rewards', remote: 'rewards', version: '0123456789ab' };

function fakeTimers() {
  const pending: Array<{ run: () => void; ms: number }> = [];
  return {
    pending,
    set: (run: () => void, ms: number) => {
      const entry = { run, ms };
      pending.push(entry);
      return entry;
    },
    clear: (handle: unknown) => {
      const index = pending.indexOf(handle as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
  };
}

const eventsOf = (bodies: string[]) => bodies.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length);

describe('telemetry queue', () => {
  it('sends a batch after a while, when it is full, or when the page is hidden', () => {
    const sent: string[] = [];
    const timers = fakeTimers();
    const queue = createTelemetryQueue((body) => sent.push(body), timers);
    queue.add(load);
    queue.add(load);
    expect(sent).toEqual([]);
    expect(timers.pending.map((timer) => timer.ms)).toEqual([FLUSH_AFTER_MS]);
    timers.pending[0]?.run();
    expect(eventsOf(sent)).toEqual([2]);

    for (let i = 0; i < 20; i++) queue.add(load);
    expect(eventsOf(sent)).toEqual([2, 20]);
    expect(timers.pending).toEqual([]);

    queue.add(load);
    queue.flush();
    queue.flush();
    expect(eventsOf(sent)).toEqual([2, 20, 1]);
  });

  it('keeps every body under the size limit', () => {
    const sent: string[] = [];
    const queue = createTelemetryQueue((body) => sent.push(body), fakeTimers());
    // Events of ~600 bytes: 19 do not fit in 8 KB.
    const big = { ...load, route: `/${'x'.repeat(560)}` } as unknown as TelemetryEvent;
    for (let i = 0; i < 19; i++) queue.add(big);
    queue.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const body of sent) expect(body.length).toBeLessThanOrEqual(MAX_TELEMETRY_BATCH_BYTES);
    expect(eventsOf(sent).reduce((sum, count) => sum + count, 0)).toBe(19);
  });

  it('reports at most 100 events per page', () => {
    const sent: string[] = [];
    const queue = createTelemetryQueue((body) => sent.push(body), fakeTimers());
    for (let i = 0; i < 250; i++) queue.add(load);
    queue.flush();
    expect(eventsOf(sent).reduce((sum, count) => sum + count, 0)).toBe(MAX_EVENTS_PER_PAGE);
  });
});
