import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (the not-found handler answered it). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Request durations in seconds: from a cached read (a few ms) to a provider write at its 8 s
 * timeout. Each label set costs these buckets + 3 series (+Inf, _sum, _count).
 */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** The methods kept as themselves; any other (Node's parser knows some thirty) is counted as `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route label this route's requests are counted under, instead of its URL pattern: for
     * routes a plugin registers one per file (the shell's static files), which would otherwise
     * give every file a label of its own.
     */
    metricsRoute?: string;
  }
}

export interface RequestMetricsOptions {
  /** Where the histogram is registered (the one served on GET /metrics). */
  registry: Registry;
  /** The server's metric prefix, `portal_bff_` or `portal_provider_`. */
  prefix: string;
  /**
   * The label of a request no route matched, from a closed list of the caller's (the BFF's pages
   * are served by its not-found handler: `(page)`); undefined: `(unmatched)`. Never the URL.
   */
  unmatchedRoute?: (request: FastifyRequest) => string | undefined;
}

const statusClassOf = (status: number): string => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;

/**
 * The route label of a request: the route's `metricsRoute`, else its URL pattern as Fastify
 * matched it (`routeOptions.url`: `/api/v1/*`, never the raw URL), else the caller's label for
 * unmatched requests. Every value comes from the routes registered at start-up or a closed list,
 * so no request can add a label value.
 */
function routeLabelOf(request: FastifyRequest, options: Pick<RequestMetricsOptions, 'unmatchedRoute'> = {}) {
  const { url, config } = request.routeOptions;
  if (config?.metricsRoute) return config.metricsRoute;
  if (url !== undefined && url !== '') return url;
  return options.unmatchedRoute?.(request) ?? UNMATCHED_ROUTE;
}

/**
 * Counts every request `app` answers in `<prefix>http_request_duration_seconds{method, route,
 * status_class}` (a histogram; its `_count` is the request rate). The labels are bounded: the
 * method is one of seven or `OTHER`, the route a registered pattern or a fixed label (above), the
 * status its class. The duration is Fastify's own (`reply.elapsedTime`, from the request's
 * arrival to the end of the response). Call it before any route or plugin is registered, on the
 * root instance, so that every route (and the not-found handler) is counted.
 */
export function registerRequestMetrics(app: FastifyInstance, options: RequestMetricsOptions): Histogram<string> {
  const histogram = new Histogram({
    name: `${options.prefix}http_request_duration_seconds`,
    help: 'Requests answered by this server, by method, route pattern and status class, and how long they took (seconds).',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [...REQUEST_DURATION_BUCKETS],
    registers: [options.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeLabelOf(request, options),
        status_class: statusClassOf(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  return histogram;
}
