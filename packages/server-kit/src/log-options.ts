import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import { type FastifyRequest, LogController } from 'fastify';

/** Query parameters that carry secrets (reset and verification tokens, card numbers, codes). */
const SECRET_PARAMS = /([?&](?:token|refresh_token|refreshToken|access_token|password|cardNumber|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The trace a log line belongs to (tracing.ts), so a request's lines can be found in every server it crossed. */
function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpanContext(context.active());
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/**
 * Fastify logging for every server of the portal: structured JSON; no tokens, passwords or
 * cookies; request lines only at debug level; each line with its trace's `trace_id` and `span_id`
 * when tracing runs.
 */
export function loggingOptions(level: string, stream?: { write(line: string): void }) {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      mixin: traceFields,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.refresh_token',
          '*.refreshToken',
          '*.access_token',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req(request: FastifyRequest) {
          return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
        },
      },
    },
    logController: new LogController({ disableRequestLogging: level !== 'debug' }),
  };
}
