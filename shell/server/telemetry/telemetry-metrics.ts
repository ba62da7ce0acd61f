import { REMOTE_NAMES } from '@portal/contracts/route-map';
import {
  LOAD_FAILURE_LAYERS,
  ROUTE_LABELS,
  TELEMETRY_OWNERS,
  type TelemetryEvent,
  UNKNOWN_VERSION,
  type VitalName,
} from '@portal/contracts/telemetry';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { CSP_LABEL_PAIRS, type CspViolation } from './csp-violations.ts';
import { LCP_BUCKETS_MS } from './version-tally.ts';

/**
 * Versions of a remote kept as labels besides 'unknown' (only versions the BFF served get this
 * far: admit-events.ts); any further one in this process's life is counted as 'other'.
 */
const MAX_VERSIONS_PER_REMOTE = 8;

/** Why the BFF did not count a batch, a report or an event of a batch. */
const REFUSAL_REASONS = [
  'invalid',
  'rate-limited',
  'foreign-origin',
  /** An event naming a version the BFF did not serve that visitor (admit-events.ts). */
  'version',
  /** An event on a live canary's remote without a signed visitor id. */
  'visitor',
  /** A visitor beyond CANARY_VISITORS_PER_ADDRESS from one address: its events counted, not its vote. */
  'address-cap',
] as const;
type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The directives CSP reports are labelled with (csp-violations.ts), 'other' included, and the kinds of blocked source. */
/** Histogram buckets of the vitals: ms for LCP, INP and TTFB, unitless for CLS. */
const VITAL_BUCKETS: Record<VitalName, readonly number[]> = {
  LCP: LCP_BUCKETS_MS,
  INP: [50, 100, 200, 300, 500, 750, 1_000, 2_000],
  TTFB: [100, 200, 400, 800, 1_200, 1_800, 3_000, 5_000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};
// Each label set of a histogram: its buckets, +Inf, _sum and _count.
const VITAL_SERIES_PER_LABELS = Object.values(VITAL_BUCKETS).reduce((sum, buckets) => sum + buckets.length + 3, 0);

/**
 * The most series the portal_* metrics can ever have, whatever is posted: every label is a
 * picklist (remote, route, layer, directive, reason) or a version slot (MAX_VERSIONS_PER_REMOTE +
 * 'unknown' + 'other' per remote; the shell only 'unknown'). prom-client's process metrics
 * (portal_bff_*) add a fixed few dozen. docs/deploy.md states the figure.
 */
export const MAX_PORTAL_SERIES = (() => {
  const versionedOwners = REMOTE_NAMES.length * (MAX_VERSIONS_PER_REMOTE + 2) + 1;
  const routes = ROUTE_LABELS.length;
  const counters = versionedOwners * routes * (3 + LOAD_FAILURE_LAYERS.length);
  const vitals = TELEMETRY_OWNERS.length * routes * VITAL_SERIES_PER_LABELS;
  return counters + vitals + CSP_LABEL_PAIRS + REFUSAL_REASONS.length + REMOTE_NAMES.length;
})();

export interface TelemetryMetrics {
  /** What GET /metrics serves (the metrics server). */
  readonly registry: Registry;
  record(event: TelemetryEvent): void;
  recordCspViolation(violation: CspViolation): void;
  /** A batch, report or event the BFF did not count (`count` events at once). */
  recordRefusal(reason: RefusalReason, count?: number): void;
  /** A page's remote list that named a canary's candidate (what the BFF itself served). */
  recordAssignment(remote: string): void;
}

/**
 * This instance's Prometheus metrics of real-user telemetry, labelled per remote and version.
 * Prometheus scrapes every instance and sums (`sum by (remote, version)`), as it does for any
 * counter; the fleet-wide figures the canary needs are the shared store's tallies.
 */
export function createTelemetryMetrics(): TelemetryMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_bff_' });
  const registers = [registry];
  const tagged = ['remote', 'version', 'route'] as const;

  const loads = new Counter({
    name: 'portal_remote_loads_total',
    help: 'Page loads per owning remote and version (the shell counts as remote "shell").',
    labelNames: tagged,
    registers,
  });
  const failures = new Counter({
    name: 'portal_remote_load_failures_total',
    help: 'Remotes that could not be loaded in a member browser, by layer (manifest, entry, chunk, contract).',
    labelNames: [...tagged, 'layer'],
    registers,
  });
  const boundaryErrors = new Counter({
    name: 'portal_route_errors_total',
    help: 'Errors caught by a route error boundary (the page showed "Something went wrong").',
    labelNames: tagged,
    registers,
  });
  const rejections = new Counter({
    name: 'portal_unhandled_rejections_total',
    help: 'Promise rejections nothing handled, in member browsers.',
    labelNames: tagged,
    registers,
  });
  const csp = new Counter({
    name: 'portal_csp_violations_total',
    help: 'Content-Security-Policy violations reported by browsers, by directive and kind of blocked source.',
    labelNames: ['directive', 'blocked'],
    registers,
  });
  const refused = new Counter({
    name: 'portal_telemetry_refused_total',
    help: 'Telemetry batches and CSP reports not counted, by reason.',
    labelNames: ['reason'],
    registers,
  });
  const assignments = new Counter({
    name: 'portal_canary_candidate_served_total',
    help: 'Page remote lists the BFF served with a canary candidate (the server-side count of candidate page loads).',
    labelNames: ['remote'],
    registers,
  });
  const seconds = (buckets: readonly number[]) => buckets.map((ms) => ms / 1000);
  // Vitals per remote and route only: a version label would multiply every bucket.
  const vitalTags = ['remote', 'route'] as const;
  const vitals: Record<VitalName, { histogram: Histogram<(typeof vitalTags)[number]>; scale: number }> = {
    LCP: {
      histogram: new Histogram({
        name: 'portal_web_vitals_lcp_seconds',
        help: 'Largest Contentful Paint of page loads.',
        labelNames: vitalTags,
        buckets: seconds(VITAL_BUCKETS.LCP),
        registers,
      }),
      scale: 1 / 1000,
    },
    INP: {
      histogram: new Histogram({
        name: 'portal_web_vitals_inp_seconds',
        help: 'Interaction to Next Paint of page loads.',
        labelNames: vitalTags,
        buckets: seconds(VITAL_BUCKETS.INP),
        registers,
      }),
      scale: 1 / 1000,
    },
    TTFB: {
      histogram: new Histogram({
        name: 'portal_web_vitals_ttfb_seconds',
        help: 'Time to First Byte of page loads.',
        labelNames: vitalTags,
        buckets: seconds(VITAL_BUCKETS.TTFB),
        registers,
      }),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: new Histogram({
        name: 'portal_web_vitals_cls',
        help: 'Cumulative Layout Shift of page loads (unitless).',
        labelNames: vitalTags,
        buckets: [...VITAL_BUCKETS.CLS],
        registers,
      }),
      scale: 1,
    },
  };

  const versionsSeen = new Map<string, Set<string>>();
  /** The version as a label: itself while the remote has fewer than the limit, else 'other'. */
  const versionLabel = (remote: string, version: string): string => {
    if (version === UNKNOWN_VERSION) return version;
    let seen = versionsSeen.get(remote);
    if (!seen) {
      seen = new Set();
      versionsSeen.set(remote, seen);
    }
    if (seen.has(version)) return version;
    if (seen.size >= MAX_VERSIONS_PER_REMOTE) return 'other';
    seen.add(version);
    return version;
  };

  return {
    registry,
    record(event) {
      const labels = { remote: event.remote, version: versionLabel(event.remote, event.version), route: event.route };
      switch (event.type) {
        case 'load':
          loads.inc(labels);
          break;
        case 'load-failure':
          failures.inc({ ...labels, layer: event.layer });
          break;
        case 'boundary-error':
          boundaryErrors.inc(labels);
          break;
        case 'unhandled-rejection':
          rejections.inc(labels);
          break;
        case 'vital': {
          const vital = vitals[event.name];
          vital.histogram.observe({ remote: event.remote, route: event.route }, event.value * vital.scale);
          break;
        }
      }
    },
    recordCspViolation(violation) {
      csp.inc({ directive: violation.directive, blocked: violation.blocked });
    },
    recordRefusal(reason, count = 1) {
      refused.inc({ reason }, count);
    },
    recordAssignment(remote) {
      assignments.inc({ remote });
    },
  };
}
