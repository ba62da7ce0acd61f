import { MAX_TELEMETRY_BATCH_BYTES, TelemetryBatchSchema } from '@portal/contracts/telemetry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffApp, BffContext } from '../context.ts';
import { cspViolationsOf } from '../telemetry/csp-violations.ts';
import { recordTelemetryBatch } from '../telemetry/record-telemetry-batch.ts';

/** CSP reports are small; a browser batches a few at most. */
const MAX_CSP_REPORT_BYTES = 16 * 1024;
const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * POST /bff/telemetry — the shell's beacons (a batch of page loads, vitals and errors per remote
 * version; @portal/contracts/telemetry) — and POST /bff/telemetry/csp — the browser's own CSP
 * reports (`report-uri` of the page's policy; the Reporting API's format is read too). Both only count, so they need no
 * CSRF header (a beacon cannot send one): the batch must still come from the portal's origin;
 * CSP reports come from the browser itself. Both are bounded in size and, per client address, in
 * rate (TELEMETRY_PER_MINUTE), and answer 204 with no body.
 */
export function registerBffTelemetry(app: BffApp, ctx: BffContext): void {
  const { metrics } = ctx.telemetry;
  const perAddress = ctx.store.counter('telemetry', {
    points: ctx.settings.telemetryPerMinute,
    durationMs: 60_000,
  });
  const withinRate = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if ((await perAddress.consume(request.ip)).allowed) return true;
    metrics.recordRefusal('rate-limited');
    await reply.status(429).header('cache-control', 'no-store').send();
    return false;
  };
  const done = (reply: FastifyReply) => reply.status(204).header('cache-control', 'no-store').send();

  app.register(async (scope) => {
    // Only these routes read the report types browsers post (the app accepts JSON alone).
    scope.addContentTypeParser(CSP_REPORT_TYPES, { parseAs: 'string' }, (_request, body, parsed) => {
      try {
        parsed(null, JSON.parse(body as string));
      } catch {
        parsed(null, undefined);
      }
    });

    scope.post(
      '/bff/telemetry',
      { bodyLimit: MAX_TELEMETRY_BATCH_BYTES, config: { csrf: 'same-origin' } },
      async (request, reply) => {
        if (!(await withinRate(request, reply))) return reply;
        const batch = v.safeParse(TelemetryBatchSchema, request.body);
        if (!batch.success) {
          metrics.recordRefusal('invalid');
          return reply.status(400).header('cache-control', 'no-store').send();
        }
        await recordTelemetryBatch(batch.output.events, metrics, ctx.store);
        return done(reply);
      },
    );

    scope.post(
      '/bff/telemetry/csp',
      { bodyLimit: MAX_CSP_REPORT_BYTES, config: { csrf: 'none' } },
      async (request, reply) => {
        if (!(await withinRate(request, reply))) return reply;
        const config = ctx.config.current();
        const remoteOrigins = new Set(
          [...Object.values(config.remotes), ...(config.popUpSource ? [config.popUpSource] : [])].map(
            (url) => new URL(url).origin,
          ),
        );
        const violations = cspViolationsOf(request.body, ctx.settings.publicOrigin, remoteOrigins);
        if (violations.length === 0) metrics.recordRefusal('invalid');
        for (const violation of violations) metrics.recordCspViolation(violation);
        return done(reply);
      },
    );
  });
}
