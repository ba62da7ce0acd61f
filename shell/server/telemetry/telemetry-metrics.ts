import type { TelemetryEvent, VitalName } from '@portal/contracts/telemetry';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { CspViolation } from './csp-violations.ts';
import { LCP_BUCKETS_MS } from './version-tally.ts';

/** Distinct versions kept as labels per remote; any further one is counted as 'other' (a forged batch cannot grow the metrics). */
const MAX_VERSIONS_PER_REMOTE = 50;

export interface TelemetryMetrics {
  /** What GET /metrics serves (the metrics server). */
  readonly registry: Registry;
  record(event: TelemetryEvent): void;
  recordCspViolation(violation: CspViolation): void;
  /** A batch or report the BFF did not count: 'invalid', 'rate-limited' or 'foreign-origin'. */
  recordRefusal(reason: string): void;
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
  const seconds = (buckets: readonly number[]) => buckets.map((ms) => ms / 1000);
  const vitals: Record<VitalName, { histogram: Histogram<(typeof tagged)[number]>; scale: number }> = {
    LCP: {
      histogram: new Histogram({
        name: 'portal_web_vitals_lcp_seconds',
        help: 'Largest Contentful Paint of page loads.',
        labelNames: tagged,
        buckets: seconds(LCP_BUCKETS_MS),
        registers,
      }),
      scale: 1 / 1000,
    },
    INP: {
      histogram: new Histogram({
        name: 'portal_web_vitals_inp_seconds',
        help: 'Interaction to Next Paint of page loads.',
        labelNames: tagged,
        buckets: seconds([50, 100, 200, 300, 500, 750, 1_000, 2_000]),
        registers,
      }),
      scale: 1 / 1000,
    },
    TTFB: {
      histogram: new Histogram({
        name: 'portal_web_vitals_ttfb_seconds',
        help: 'Time to First Byte of page loads.',
        labelNames: tagged,
        buckets: seconds([100, 200, 400, 800, 1_200, 1_800, 3_000, 5_000]),
        registers,
      }),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: new Histogram({
        name: 'portal_web_vitals_cls',
        help: 'Cumulative Layout Shift of page loads (unitless).',
        labelNames: tagged,
        buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
        registers,
      }),
      scale: 1,
    },
  };

  const versionsSeen = new Map<string, Set<string>>();
  /** The version as a label: itself while the remote has fewer than the limit, else 'other'. */
  const versionLabel = (remote: string, version: string): string => {
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
          vital.histogram.observe(labels, event.value * vital.scale);
          break;
        }
      }
    },
    recordCspViolation(violation) {
      csp.inc({ directive: violation.directive, blocked: violation.blocked });
    },
    recordRefusal(reason) {
      refused.inc({ reason });
    },
  };
}
