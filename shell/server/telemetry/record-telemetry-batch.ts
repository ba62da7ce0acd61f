import type { TelemetryEvent } from '@portal/contracts/telemetry';
import type { SharedStore } from '../store/shared-store.ts';
import type { TelemetryMetrics } from './telemetry-metrics.ts';
import { TALLY_TTL_MS, tallyIncrementsOf, tallyKeyOf } from './version-tally.ts';

/**
 * Counts a checked batch: every event on this instance's metrics at once, then the per-version
 * tallies on the shared store, one atomic update per remote version the batch names. Rejects with
 * StoreUnavailableError when the store cannot be reached (the metrics are counted regardless).
 */
export async function recordTelemetryBatch(
  events: readonly TelemetryEvent[],
  metrics: TelemetryMetrics,
  store: SharedStore,
): Promise<void> {
  const byKey = new Map<string, Record<string, number>>();
  for (const event of events) {
    metrics.record(event);
    const increments = tallyIncrementsOf(event);
    if (!increments) continue;
    const key = tallyKeyOf(event.remote, event.version);
    const sum = byKey.get(key) ?? {};
    for (const [field, by] of Object.entries(increments)) sum[field] = (sum[field] ?? 0) + by;
    byKey.set(key, sum);
  }
  await Promise.all([...byKey].map(([key, increments]) => store.addToTally(key, increments, TALLY_TTL_MS)));
}
