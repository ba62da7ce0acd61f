import type { TelemetryEvent } from '@portal/contracts/telemetry';

let sink: ((event: TelemetryEvent) => void) | null = null;

/** Where events go: the page's telemetry queue once start-telemetry.ts has run for a sampled page; nowhere otherwise. */
export function setTelemetrySink(next: ((event: TelemetryEvent) => void) | null): void {
  sink = next;
}

/** Reports one event (the remote registry, the route boundary); dropped when this page is not sampled. */
export function reportTelemetry(event: TelemetryEvent): void {
  sink?.(event);
}
