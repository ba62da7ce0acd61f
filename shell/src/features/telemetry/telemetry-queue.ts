import {
  MAX_TELEMETRY_BATCH_BYTES,
  MAX_TELEMETRY_BATCH_EVENTS,
  type TelemetryEvent,
} from '@portal/contracts/telemetry';

/** The most events one page load reports: a page stuck in an error loop cannot flood the BFF. */
export const MAX_EVENTS_PER_PAGE = 100;
/** How long an event may wait for others before its batch is sent. */
export const FLUSH_AFTER_MS = 5_000;

export interface TelemetryQueue {
  add(event: TelemetryEvent): void;
  /** Sends everything queued now (the page is being hidden or left). */
  flush(): void;
}

/**
 * Batches events: a batch goes when it holds MAX_TELEMETRY_BATCH_EVENTS, FLUSH_AFTER_MS after its
 * first event, or on flush(); each body stays under MAX_TELEMETRY_BATCH_BYTES; after
 * MAX_EVENTS_PER_PAGE events the page reports nothing more.
 */
export function createTelemetryQueue(
  send: (body: string) => void,
  timers: { set(run: () => void, ms: number): unknown; clear(handle: unknown): void } = {
    set: (run, ms) => setTimeout(run, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): TelemetryQueue {
  let queued: TelemetryEvent[] = [];
  let accepted = 0;
  let timer: unknown;

  const flush = (): void => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    let batch: TelemetryEvent[] = [];
    const sendBatch = (): void => {
      if (batch.length > 0) send(JSON.stringify({ events: batch }));
      batch = [];
    };
    for (const event of queued) {
      const next = [...batch, event];
      if (batch.length > 0 && JSON.stringify({ events: next }).length > MAX_TELEMETRY_BATCH_BYTES) {
        sendBatch();
        batch = [event];
      } else batch = next;
    }
    sendBatch();
    queued = [];
  };

  return {
    add(event) {
      if (accepted >= MAX_EVENTS_PER_PAGE) return;
      accepted++;
      queued.push(event);
      if (queued.length >= MAX_TELEMETRY_BATCH_EVENTS) flush();
      else timer ??= timers.set(flush, FLUSH_AFTER_MS);
    },
    flush,
  };
}
