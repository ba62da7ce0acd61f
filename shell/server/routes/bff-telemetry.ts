import { MAX_TELEMETRY_BATCH_BYTES, TelemetryBatchSchema } from '@portal/contracts/telemetry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { countCanaryVisitor } from '../canary/canary-visitors.ts';
import { servedVersionOf } from '../canary/served-version.ts';
import { visitorIdOf } from '../canary/visitor-id.ts';
import type { BffRoutes } from '../context.ts';
import { addressKey } from '../http/address-key.ts';
import type { CsrfRelaxation } from '../http/csrf.ts';
import { previewOf } from '../preview/preview-cookie.ts';
import { admitEvents } from '../telemetry/admit-events.ts';
import { cspViolationsOf } from '../telemetry/csp-violations.ts';
import { createLiveVersions } from '../telemetry/live-versions.ts';
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
 * rate (TELEMETRY_PER_MINUTE; beacons also per signed visitor), and answer 204 with no body.
 *
 * A beacon is anonymous, so it only counts for what the BFF itself served (docs/deploy.md, "What
 * telemetry can and cannot do to a canary"): each event must name the version the BFF served this
 * visitor (admit-events.ts), else it is dropped and counted as refused, never stored; a live
 * canary's events count its signed visitor once per window, at most CANARY_VISITORS_PER_ADDRESS
 * visitors per client address (canary-visitors.ts).
 */
export const telemetryRoutes: BffRoutes = async (app, { ctx }) => {
  const { metrics } = ctx.telemetry;
  const perAddress = ctx.store.counter('telemetry', {
    points: ctx.settings.telemetryPerMinute,
    durationMs: 60_000,
  });
  const withinRate = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // Per address key (IPv6 per /64): one /64 is one client, however many addresses it uses.
    if ((await perAddress.consume(addressKey(request.ip, ctx.settings.ipv6PrefixLength))).allowed) return true;
    metrics.recordRefusal('rate-limited');
    await reply.status(429).header('cache-control', 'no-store').send();
    return false;
  };
  const perVisitor = ctx.store.counter('telemetry-visitor', {
    points: ctx.settings.telemetryPerMinute,
    durationMs: 60_000,
  });
  const liveVersions = createLiveVersions();
  const done = (reply: FastifyReply) => reply.status(204).header('cache-control', 'no-store').send();

  // Only these routes read the report types browsers post (the app accepts JSON alone).
  app.addContentTypeParser(CSP_REPORT_TYPES, { parseAs: 'string' }, (_request, body, parsed) => {
    try {
      parsed(null, JSON.parse(body as string));
    } catch {
      parsed(null, undefined);
    }
  });

  // The batch is checked on the route; a batch that does not match is still counted against the
  // address first, and refused as a beacon is (400, no body), so the handler takes the verdict.
  app.post<{ Body: v.InferOutput<typeof TelemetryBatchSchema> }, { csrf: CsrfRelaxation }>(
    '/bff/telemetry',
    {
      bodyLimit: MAX_TELEMETRY_BATCH_BYTES,
      config: { csrf: 'same-origin' },
      schema: { body: TelemetryBatchSchema },
      attachValidation: true,
    },
    async (request, reply) => {
      if (!(await withinRate(request, reply))) return reply;
      if (request.validationError) {
        metrics.recordRefusal('invalid');
        return reply.status(400).header('cache-control', 'no-store').send();
      }
      const visitor = visitorIdOf(request);
      if (visitor && !(await perVisitor.consume(visitor)).allowed) {
        metrics.recordRefusal('rate-limited');
        return reply.status(429).header('cache-control', 'no-store').send();
      }
      const preview = previewOf(request, request.log);
      const { admitted, refused } = await admitEvents(
        request.body.events,
        (remote) => servedVersionOf(ctx, remote, visitor, preview),
        (remote, version) => liveVersions.knows(remote, ctx.config.current().remotes[remote], version),
        visitor !== null,
      );
      for (const reason of refused) metrics.recordRefusal(reason);
      if (admitted.length === 0) return done(reply);
      await recordTelemetryBatch(
        admitted.map(({ event }) => event),
        metrics,
        ctx.store,
      );
      if (visitor && admitted.some(({ canarySide }) => canarySide)) {
        const capped = await countCanaryVisitor(
          ctx.store,
          admitted,
          visitor,
          // An IPv6 client by its /64 (IPV6_PREFIX_LENGTH), like every per-address limit.
          addressKey(request.ip, ctx.settings.ipv6PrefixLength),
          ctx.settings.canaryAbort.visitorsPerAddress,
        );
        if (capped.length > 0) metrics.recordRefusal('address-cap', capped.length);
      }
      return done(reply);
    },
  );

  app.post(
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
};
