import type { TelemetryEvent } from '@portal/contracts/telemetry';

/**
 * What the fleet keeps per remote version on the shared store (one tally each): page loads,
 * errors, load failures by layer and the LCP samples in buckets. The canary's automatic abort and
 * `deploy:remote --status` read it; Prometheus reads each instance's own `/metrics` instead.
 */
export interface VersionFigures {
  loads: number;
  /** Route-boundary errors, unhandled rejections and load failures together. */
  errors: number;
  /** errors × 1000 / loads; 0 before the first load. */
  errorsPer1000: number;
  /** The 75th percentile of LCP in ms, as the upper edge of its bucket; null without samples. */
  p75LcpMs: number | null;
}

/** How long a version's tally outlives its last event: long enough for any canary, short enough to forget old builds. */
export const TALLY_TTL_MS = 14 * 24 * 3_600_000;

/** LCP bucket upper edges in ms (the same as the Prometheus histogram's, in seconds). */
export const LCP_BUCKETS_MS = [500, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500, 10_000] as const;

/** The shared-store key of a remote version's tally. */
export const tallyKeyOf = (remote: string, version: string): string => `telemetry:${remote}:${version}`;

const lcpField = (ms: number): string => {
  const edge = LCP_BUCKETS_MS.find((upper) => ms <= upper);
  return edge === undefined ? 'lcp_le_inf' : `lcp_le_${edge}`;
};

/** The tally fields one event adds to; null for events that are not counted per version (INP, CLS, TTFB). */
export function tallyIncrementsOf(event: TelemetryEvent): Record<string, number> | null {
  switch (event.type) {
    case 'load':
      return { loads: 1 };
    case 'boundary-error':
    case 'unhandled-rejection':
      return { errors: 1, [event.type]: 1 };
    case 'load-failure':
      return { errors: 1, [`failure_${event.layer}`]: 1 };
    case 'vital':
      return event.name === 'LCP' ? { lcp_count: 1, [lcpField(event.value)]: 1 } : null;
  }
}

/** The figures of a tally read from the store. */
export function figuresOf(tally: Readonly<Record<string, number>>): VersionFigures {
  const loads = tally.loads ?? 0;
  const errors = tally.errors ?? 0;
  const samples = tally.lcp_count ?? 0;
  let p75LcpMs: number | null = null;
  if (samples > 0) {
    let seen = 0;
    for (const edge of LCP_BUCKETS_MS) {
      seen += tally[`lcp_le_${edge}`] ?? 0;
      if (seen >= samples * 0.75) {
        p75LcpMs = edge;
        break;
      }
    }
    // Beyond the last edge: at least that slow.
    p75LcpMs ??= Number.POSITIVE_INFINITY;
  }
  return { loads, errors, errorsPer1000: loads > 0 ? (errors * 1000) / loads : 0, p75LcpMs };
}
