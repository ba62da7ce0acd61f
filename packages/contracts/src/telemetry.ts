import * as v from 'valibot';
import { REMOTE_NAMES, SEGMENT_OWNERS } from './route-map.ts';
import { VERSION_ID } from './version-id.ts';

/**
 * Real-user telemetry: what the shell sends to `POST /bff/telemetry` (docs/deploy.md, "Watch a
 * version"). Every value is bounded — a route is a top-level segment of the route map, a remote a
 * name of the route map, a version a deploy id — so nothing personal (no member id, no query
 * string, no path below the first segment) can travel, and a forged batch cannot make the BFF's
 * metrics grow without limit.
 */

/** The largest batch body the BFF accepts, and the shell never sends more in one beacon. */
export const MAX_TELEMETRY_BATCH_BYTES = 8 * 1024;
/** The most events in one batch. */
export const MAX_TELEMETRY_BATCH_EVENTS = 20;

/** Where a remote failed to load: its manifest, its remoteEntry script, a page chunk, or its contract. */
export const LOAD_FAILURE_LAYERS = ['manifest', 'entry', 'chunk', 'contract'] as const;
export type LoadFailureLayer = (typeof LOAD_FAILURE_LAYERS)[number];

/** The Core Web Vitals the shell reports (web-vitals): milliseconds, except CLS (unitless). */
const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A version id as the deploy store names them (a content hash), or this when it is not known. */
export const UNKNOWN_VERSION = 'unknown';
/** What owns a page: a remote of the route map, or the shell itself (the login page, 404s). */
export const TELEMETRY_OWNERS = [...REMOTE_NAMES, 'shell'] as const;
export type TelemetryOwner = (typeof TELEMETRY_OWNERS)[number];

/** Route labels: '/' plus each top-level segment of the route map, or 'unmatched' for a 404. */
export const ROUTE_LABELS = [...Object.keys(SEGMENT_OWNERS).map((segment) => `/${segment}`), 'unmatched'] as const;

/** The route label of a pathname: its first segment only, so ids and tokens further down never leave the page. */
export function routeLabelOf(pathname: string): string {
  const segment = pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return Object.hasOwn(SEGMENT_OWNERS, segment) ? `/${segment}` : 'unmatched';
}

const tags = {
  route: v.picklist(ROUTE_LABELS),
  remote: v.picklist(TELEMETRY_OWNERS),
  version: v.union([v.literal(UNKNOWN_VERSION), v.pipe(v.string(), v.regex(VERSION_ID))]),
};

const TelemetryEventSchema = v.variant('type', [
  /** A remote's code (or the shell, at page load) loaded into a page: once per remote per page. */
  v.object({ type: v.literal('load'), ...tags }),
  /** A Core Web Vital of the page, tagged with the route it was loaded on. */
  v.object({
    type: v.literal('vital'),
    name: v.picklist(VITAL_NAMES),
    value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
    ...tags,
  }),
  v.object({ type: v.literal('load-failure'), layer: v.picklist(LOAD_FAILURE_LAYERS), ...tags }),
  /** An error a route's error boundary caught (the page showed "Something went wrong"). */
  v.object({ type: v.literal('boundary-error'), ...tags }),
  /** A promise rejection nothing handled. */
  v.object({ type: v.literal('unhandled-rejection'), ...tags }),
]);
export type TelemetryEvent = v.InferOutput<typeof TelemetryEventSchema>;

export const TelemetryBatchSchema = v.object({
  events: v.pipe(v.array(TelemetryEventSchema), v.minLength(1), v.maxLength(MAX_TELEMETRY_BATCH_EVENTS)),
});
